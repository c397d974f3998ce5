// jest.setup.web.ts (repo root) loads jest-dom at run time; this gives its matchers types here.
/// <reference types="@testing-library/jest-dom" />
