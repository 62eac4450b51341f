import { jsPDF } from 'jspdf'
import type { ResumeContent } from './resume-content'

/** The resume as a PDF (US Letter). Loaded with import() only when someone asks for a PDF. */
export function createResumePdf(content: ResumeContent): Blob {
  const pdf = new jsPDF({ unit: 'pt', format: 'letter' })
  pdf.setProperties({ title: `${content.name}: ${content.headline}`, creator: 'Veteran Resource Hub' })
  const margin = 54
  const width = pdf.internal.pageSize.getWidth() - margin * 2
  const pageHeight = pdf.internal.pageSize.getHeight()
  let y = margin

  const write = (text: string, options: { size?: number; bold?: boolean; center?: boolean; indent?: number; gap?: number } = {}) => {
    const size = options.size ?? 11
    pdf.setFont('helvetica', options.bold ? 'bold' : 'normal')
    pdf.setFontSize(size)
    const indent = options.indent ?? 0
    const lines = pdf.splitTextToSize(text, width - indent) as string[]
    for (const line of lines) {
      if (y > pageHeight - margin) {
        pdf.addPage()
        y = margin
      }
      if (options.center) pdf.text(line, pdf.internal.pageSize.getWidth() / 2, y, { align: 'center' })
      else pdf.text(line, margin + indent, y)
      y += size * 1.35
    }
    y += options.gap ?? 0
  }
  const heading = (text: string) => {
    y += 8
    write(text.toUpperCase(), { size: 12, bold: true })
    pdf.setDrawColor(15, 95, 87)
    pdf.line(margin, y - 10, margin + width, y - 10)
    y += 4
  }

  write(content.name, { size: 22, bold: true, center: true })
  write(content.contactLine, { center: true })
  write(content.headline, { size: 14, bold: true, center: true, gap: 6 })
  heading('Summary')
  write(content.summary)
  heading('Experience')
  write(content.experience.title, { bold: true })
  write(content.experience.detail)
  for (const bullet of content.experience.bullets) write(`•  ${bullet}`, { indent: 10 })
  heading('Skills')
  write(content.skills.join('  •  '))
  heading('Education and certifications')
  write('Add your degrees, military training and certifications here.')
  return pdf.output('blob')
}
