// ricochet-frame.js, the optional script beside an iframe snippet (docs/embedding.md): it fits
// every Ricochet frame on the page to its figure, whose height the figure posts
// (`ricochet:height`). The height goes through the CSSOM, which a page's `style-src` allows where
// it refuses a style attribute; a page without this script keeps the snippet's fixed height.
import { isHeightMessage } from './protocol'

addEventListener('message', (e) => {
  if (!isHeightMessage(e.data)) return
  for (const frame of document.querySelectorAll('iframe'))
    if (frame.contentWindow === e.source) frame.style.height = `${e.data.height}px`
})
