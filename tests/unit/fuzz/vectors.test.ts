// Bad input against vec2.ts and vec3.ts (the contract is in contract.ts).
import { describe } from 'vitest'
import * as core from '../../../src/core'
import { keepsTheContract } from './contract'
import { VECTORS } from './shapes'

describe('vec2.ts and vec3.ts', () => keepsTheContract(core, VECTORS))
