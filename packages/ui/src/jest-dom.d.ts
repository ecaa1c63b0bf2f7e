// Brings jest-dom's matchers (toBeInTheDocument, toHaveAttribute...) into the test files' types;
// the base tsconfig limits `types` to node and jest.
/// <reference types="@testing-library/jest-dom" />
