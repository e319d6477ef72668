// Runs first (a classic script): records every CSP violation, every message from the iframes and
// every ricochet-change event, for embeds.test.ts to read.
window.seen = { violations: [], messages: [], changes: [] }
document.addEventListener('securitypolicyviolation', (e) => {
  window.seen.violations.push(`${e.violatedDirective} ${e.blockedURI}`)
})
window.addEventListener('message', (e) => {
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source)
  window.seen.messages.push({ frame: frame ? frame.id : null, data: e.data })
})
document.addEventListener('ricochet-change', (e) => {
  window.seen.changes.push({ element: e.target.id, detail: e.detail })
})
