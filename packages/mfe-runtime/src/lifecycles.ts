// Separate entry points so a server bundle never pulls in react-dom/client or custom elements.
export * from './lifecycles/createLifecycles';
