import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applyTheme, storedTheme } from '../kit/theme'
import { App } from './App'
import 'katex/dist/katex.min.css'
import '../kit/kit.css'
import './book.css'

applyTheme(storedTheme())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
