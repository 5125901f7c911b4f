/** The consent dialog's texts (`consent` namespace of messages/<locale>.json), passed flat from the server. */
export type ConsentLabels = {
  title: string;
  text: string;
  acceptAll: string;
  necessaryOnly: string;
  choose: string;
  save: string;
  close: string;
  categories: string;
  alwaysOn: string;
  necessary: string;
  necessaryText: string;
  analytics: string;
  analyticsText: string;
  marketing: string;
  marketingText: string;
};
