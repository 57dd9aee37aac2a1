/**
 * Who operates this StackLens deployment. StackLens is software that an organisation deploys; the legal pages
 * (imprint, privacy, terms) name that organisation. Set at build time:
 *   VITE_OPERATOR_NAME, VITE_OPERATOR_ADDRESS (lines separated by "|"), VITE_OPERATOR_EMAIL,
 *   VITE_OPERATOR_REPRESENTATIVE, VITE_OPERATOR_REGISTER (e.g. "Commercial register: … , no. …"), VITE_OPERATOR_VAT
 * Without them the pages say plainly that the operator has not published its details yet.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const operator = Object.freeze({
  name: env.VITE_OPERATOR_NAME?.trim() || null,
  address: (env.VITE_OPERATOR_ADDRESS ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean),
  email: env.VITE_OPERATOR_EMAIL?.trim() || null,
  representative: env.VITE_OPERATOR_REPRESENTATIVE?.trim() || null,
  register: env.VITE_OPERATOR_REGISTER?.trim() || null,
  vat: env.VITE_OPERATOR_VAT?.trim() || null,
});

/** "the operator of this StackLens service" or its configured name. */
export const operatorName = operator.name ?? 'the operator of this StackLens service';
