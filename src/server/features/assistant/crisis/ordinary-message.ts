/** An everyday message to the assistant, with no risk in it: what the crisis screen must let through. */
export type OrdinaryMessage = { text: string; area: string }
