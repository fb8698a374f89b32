import type { DeviceInfo } from '@clinio/contracts';
import type { NotificationInput } from './notify';

/**
 * The wording of the notifications domain code sends, in one place. Each names staff and devices
 * only: nothing from a patient's record.
 */
interface Person {
  first_name: string;
  last_name: string;
  email: string;
}

const nameOf = (person: Person) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/** To super admins other than the inviter: someone was invited. */
export function staffInvitedNotice(input: {
  invitee: Person;
  roleName: string;
  invitedBy: string;
}): NotificationInput {
  return {
    title: 'Staff member invited',
    message: `${input.invitedBy} invited ${nameOf(input.invitee)} (${input.invitee.email}) to join the clinic as ${input.roleName}.`,
    category: 'staff',
    priority: 'low',
  };
}

/** To the inviter and the super admins: the invited person accepted and can now sign in. */
export function staffJoinedNotice(input: { member: Person; roleName: string }): NotificationInput {
  return {
    title: 'New team member',
    message: `${nameOf(input.member)} accepted the invitation and joined the clinic as ${input.roleName}.`,
    category: 'staff',
    priority: 'normal',
  };
}

/** To the user: a sign-in from a device this account had not used before. */
export function newDeviceSignInNotice(input: { device: DeviceInfo; location: string }): NotificationInput {
  const { browser, platform, device } = input.device;
  return {
    title: 'New sign-in to your account',
    message:
      `Your account was signed in from ${browser} on ${platform} (${device}), near ${input.location}. ` +
      'If this was not you, change your password and sign out your other sessions in My Settings.',
    category: 'security',
    priority: 'high',
  };
}

/** To the user: wrong passwords were tried on their account and sign-ins were slowed down. */
export function accountThrottledNotice(input: { minutes: number }): NotificationInput {
  return {
    title: 'Sign-in attempts slowed down',
    message:
      `Someone tried to sign in to your account with a wrong password several times; further attempts ` +
      `wait about ${input.minutes} minute${input.minutes === 1 ? '' : 's'}. If this was not you, change your password in My Settings.`,
    category: 'security',
    priority: 'high',
  };
}
