// Async boundary: shared modules are negotiated before any of them is used (ARCHITECTURE.md).
import('./bootstrap');
