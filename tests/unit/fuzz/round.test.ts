// Bad input against round.ts (the contract is in contract.ts).
import { describe } from 'vitest'
import * as core from '../../../src/core'
import { keepsTheContract } from './contract'
import { ROUNDING } from './shapes'

describe('round.ts', () => keepsTheContract(core, ROUNDING))
