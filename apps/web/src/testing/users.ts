import type { User } from '@cert/domain';

/** A user with a complete profile and no admin role: the signed-in person of the screens' tests. */
export const testUser: User = {
  _id: 'u1',
  email: 'anna@example.org',
  roles: ['User'],
  firstName: 'Anna',
  lastName: 'Muster',
  phoneNumber: '030 123456',
};
