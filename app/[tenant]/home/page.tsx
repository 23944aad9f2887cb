export { default, generateMetadata, generateViewport } from "../page";
