import { chromium } from 'playwright-core'
import http from 'node:http'; import fs from 'node:fs'; import path from 'node:path'
const dist = process.argv[2]
const server = http.createServer((q, s) => { let f = path.join(dist, new URL(q.url,'http://x').pathname); if (fs.existsSync(f)&&fs.statSync(f).isDirectory()) f=path.join(f,'index.html'); if(!fs.existsSync(f)){s.writeHead(404);return s.end()} s.writeHead(200,{'content-type':{'.html':'text/html','.js':'text/javascript','.css':'text/css','.json':'application/json'}[path.extname(f)]||'application/octet-stream'}); fs.createReadStream(f).pipe(s)}).listen(0,'127.0.0.1')
await new Promise(r=>server.once('listening',r))
const base=`http://127.0.0.1:${server.address().port}`
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
for (const url of process.argv.slice(3)) {
  const p = await b.newPage(); await p.goto(base+url, {waitUntil:'networkidle'}); await p.waitForTimeout(500)
  const snap = await p.locator('body').ariaSnapshot()
  const bad = snap.split('\n').filter(l => /\\[a-zA-Z]+|undefined/.test(l))
  console.log(url, snap.length, 'bad lines:', bad.length); console.log(bad.slice(0,8).join('\n'))
  console.log(snap.split('\n').filter(l=>/math/.test(l)).slice(0,4).join('\n'))
  console.log('hash:', await p.evaluate(() => location.hash))
  console.log(snap.split('\n').filter(l=>/link|→|No chapter/.test(l) && /status|→|chapter/i.test(l)).slice(0,6).join('\n'))
}
await b.close(); server.close()
