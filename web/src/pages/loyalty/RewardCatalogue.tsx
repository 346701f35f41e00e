/** Placeholder until the API's reward queries land (replaced below). */
export function RewardCatalogue(_: { balance: number }) {
  return null;
}
