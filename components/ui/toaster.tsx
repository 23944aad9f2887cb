export { default as Toaster } from "./sonner-toaster";
