// Bad input against overlap.ts and substeps.ts (the contract is in contract.ts).
import { describe } from 'vitest'
import * as core from '../../../src/core'
import { keepsTheContract } from './contract'
import { OVERLAP } from './shapes'

describe('overlap.ts and substeps.ts', () => keepsTheContract(core, OVERLAP))
