import { connect, type Socket } from 'node:net'

/** What came back on a raw connection: the status line's code, the headers and the body. */
export type RawResponse = { statusCode: number; headers: Record<string, string>; body: string; raw: string }

/** Parses the first HTTP/1.1 response in `raw` (no chunked bodies: our errors carry a length). */
export function parseRawResponse(raw: string): RawResponse {
  const [head = '', ...rest] = raw.split('\r\n\r\n')
  const [statusLine = '', ...headerLines] = head.split('\r\n')
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw }
}

/**
 * Opens a TCP connection to a listening app, runs `talk` (which writes whatever bytes it likes,
 * as slowly as it likes), and resolves with everything the server sent once it closes the
 * connection. For what `inject` cannot do: malformed requests, slow clients, timeouts.
 */
export function rawExchange(port: number, talk: (socket: Socket) => void | Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return
      reject(error)
    })
    socket.on('close', () => resolve(received))
    socket.on('connect', () => {
      Promise.resolve(talk(socket)).catch(reject)
    })
  })
}
