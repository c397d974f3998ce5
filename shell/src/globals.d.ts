/// <reference path="../../packages/ui/src/theme/styled.d.ts" />
