/** The privacy policy shown before sign-in (heading, paragraph). */
export const PRIVACY_POLICY: ReadonlyArray<readonly [string, string]> = [
  [
    'What we keep',
    'Clearline keeps the security records your organisation enters: personnel, clearances, facilities, visits, incidents, classified material and related documents, and an account for each person who signs in.',
  ],
  [
    'Why we keep it',
    'The records exist so your security office can meet its obligations under the National Industrial Security Program and related contracts. They are not used for advertising and are not sold.',
  ],
  [
    'Who can see it',
    "Only signed-in users of your organisation with the matching permission, and the provider's support or managed-service staff when your organisation allows them, can see your records. Every change and every reveal of a social security number is recorded in an audit log.",
  ],
  [
    'How it is protected',
    'Connections are encrypted, social security numbers are encrypted at rest, passwords are stored only as salted hashes, and sign-in uses a one-time code sent by e-mail unless your organisation turned it off.',
  ],
  ['Questions', 'Ask your facility security officer, who can reach the support team for you.'],
];
