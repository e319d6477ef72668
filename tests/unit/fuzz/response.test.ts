// Bad input against angle.ts, response.ts and reflect.ts (the contract is in contract.ts).
import { describe } from 'vitest'
import * as core from '../../../src/core'
import { keepsTheContract } from './contract'
import { RESPONSE } from './shapes'

describe('angle.ts, response.ts and reflect.ts', () => keepsTheContract(core, RESPONSE))
