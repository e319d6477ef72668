// Bad input against sphere.ts (the contract is in contract.ts).
import { describe } from 'vitest'
import * as core from '../../../src/core'
import { keepsTheContract } from './contract'
import { SPHERE } from './shapes'

describe('sphere.ts', () => keepsTheContract(core, SPHERE))
