/*
 * The user's profile and personal data (docs/product.md §2, docs/privacy.md).
 */
export { PersonalDataSection } from './components/personal-data-section';
export { ProfileForm } from './components/profile-form';
