/*
 * The public register of certified organisations (docs/product.md, "Register").
 */
export { RegisterScreen } from './register-screen';
