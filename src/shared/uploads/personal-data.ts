import type { PersonalDataKind } from './uploads-contract'

const KIND_NAMES: Record<PersonalDataKind, [one: string, many: string]> = {
  name: ['name', 'names'],
  ssn: ['Social Security number', 'Social Security numbers'],
  'date-of-birth': ['date of birth', 'dates of birth'],
  address: ['address', 'addresses'],
  phone: ['phone number', 'phone numbers'],
  email: ['email address', 'email addresses'],
  'record-number': ['record number', 'record numbers'],
}

/** "2 names": how much of one kind of personal data was taken out of a record, as a person reads it. */
export function describeRemovedKind({
  kind,
  count,
}: {
  kind: PersonalDataKind
  count: number
}): string {
  return `${count} ${KIND_NAMES[kind][count === 1 ? 0 : 1]}`
}
