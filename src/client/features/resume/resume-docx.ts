import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun, type IRunOptions } from 'docx'
import type { ResumeContent } from './resume-content'

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The resume as a Word document. Loaded with import() only when someone asks for a DOCX. */
export async function createResumeDocx(content: ResumeContent): Promise<Blob> {
  // Typed options: TextRun also takes a string, whose legacy String.prototype.bold would match.
  const run = (options: IRunOptions) => new TextRun(options)
  const heading = (text: string) =>
    new Paragraph({ text, heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 80 } })
  const document = new Document({
    creator: 'Veteran Resource Hub',
    title: `${content.name}: ${content.headline}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ text: content.name, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(content.contactLine)] }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 120 },
            children: [run({ text: content.headline, bold: true, size: 28 })],
          }),
          heading('Summary'),
          new Paragraph(content.summary),
          heading('Experience'),
          new Paragraph({ children: [run({ text: content.experience.title, bold: true })] }),
          new Paragraph({ children: [run({ text: content.experience.detail, italics: true })] }),
          ...content.experience.bullets.map((bullet) => new Paragraph({ text: bullet, bullet: { level: 0 } })),
          heading('Skills'),
          ...content.skills.map((skill) => new Paragraph({ text: skill, bullet: { level: 0 } })),
          heading('Education and certifications'),
          new Paragraph('Add your degrees, military training and certifications here.'),
        ],
      },
    ],
  })
  const blob = await Packer.toBlob(document)
  return new Blob([blob], { type: DOCX_MIME_TYPE })
}
