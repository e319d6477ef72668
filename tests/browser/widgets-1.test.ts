// Shard 1 of 2 of the tests every widget inherits (widgetSuite.ts).
import { inheritedWidgetTests } from './widgetSuite'

inheritedWidgetTests(0, 2)
