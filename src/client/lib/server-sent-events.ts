/**
 * The data of each server-sent event in a response body, parsed as JSON, as the events arrive.
 * Our routes send one `data:` line an event; an event may arrive split across chunks.
 */
export async function* serverSentEvents(body: NonNullable<Response['body']>): AsyncGenerator {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += value
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
      if (block.startsWith('data: ')) yield JSON.parse(block.slice(6))
    }
  }
}
