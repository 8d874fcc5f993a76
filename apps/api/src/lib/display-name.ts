/** How a person is named to others: first and last name, else the e-mail address. */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const name = [user.firstName, user.lastName]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(' ')
    .trim();
  return name || user.email;
}
