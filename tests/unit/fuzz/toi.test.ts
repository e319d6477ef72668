// Bad input against quadratic.ts, toi.ts and broadphase.ts (the contract is in contract.ts).
import { describe } from 'vitest'
import * as core from '../../../src/core'
import { keepsTheContract } from './contract'
import { TIME_OF_IMPACT } from './shapes'

describe('quadratic.ts, toi.ts and broadphase.ts', () => keepsTheContract(core, TIME_OF_IMPACT))
