import { describe, expect, test } from 'vitest'
import { serverSentEvents } from './server-sent-events'

function bodyOf(chunks: string[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

async function collect(body: ReadableStream<Uint8Array<ArrayBuffer>>) {
  const events: unknown[] = []
  for await (const event of serverSentEvents(body)) events.push(event)
  return events
}

describe('serverSentEvents', () => {
  test('yields each data line as JSON, whole or split across chunks', async () => {
    const events = await collect(
      bodyOf(['data: {"type":"text","text":"Hel', 'lo"}\n\ndata: {"type":"done"}\n', '\n']),
    )
    expect(events).toEqual([{ type: 'text', text: 'Hello' }, { type: 'done' }])
  })

  test('skips comments and an unfinished last event', async () => {
    const events = await collect(bodyOf([': keep-alive\n\ndata: 1\n\ndata: 2']))
    expect(events).toEqual([1])
  })
})
