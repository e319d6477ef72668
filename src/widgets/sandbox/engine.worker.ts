// The sandbox's engine off the page's thread: a thin wrapper around Engine (session.ts), handing
// the balls' state back as a transferred buffer (no copy).
import { Engine, type Request } from './session'

const engine = new Engine()

self.onmessage = (e: MessageEvent<Request>) => {
  const reply = engine.handle(e.data)
  if (reply.type === 'frame') {
    const stepped = reply.report.stepped
    const transfer = [reply.report.state.buffer]
    if (stepped && 'state' in stepped) transfer.push(stepped.state.buffer)
    self.postMessage(reply, { transfer })
  } else self.postMessage(reply)
}
