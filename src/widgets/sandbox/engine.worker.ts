// The sandbox's engine off the page's thread: a thin wrapper around Engine (session.ts), handing
// the balls' state back as a transferred buffer (no copy).
import { Engine, type Request } from './session'

const engine = new Engine()

self.onmessage = (e: MessageEvent<Request>) => {
  const reply = engine.handle(e.data)
  if (reply.type === 'frame') self.postMessage(reply, { transfer: [reply.report.state.buffer] })
  else self.postMessage(reply)
}
