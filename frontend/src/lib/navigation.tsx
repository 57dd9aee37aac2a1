import { routePaths } from './routes';

/**
 * The icon of a navigation entry, by name: the icons are drawn only in the opened group menus and the drawer
 * (`navigation-icons.tsx`), so the top bar's first paint does not load them.
 */
export type NavigationIcon =
  | 'api'
  | 'appstore'
  | 'bulb'
  | 'crown'
  | 'file-text'
  | 'fire'
  | 'question-circle'
  | 'radar-chart'
  | 'star'
  | 'tags'
  | 'trophy';

/** A navigation entry: text, to, links, showInAppBar, description, icon, … */
export interface NavigationEntry {
  text: string;
  to?: string;
  /** A dropdown group when present. */
  links?: readonly NavigationEntry[];
  showInAppBar?: boolean;
  description?: string;
  icon?: NavigationIcon;
}

/** The top bar's and drawer's navigation: Products, Pricing, Resources, Insights. */
export const navigation: readonly NavigationEntry[] = Object.freeze([
  {
    text: 'Products',
    showInAppBar: true,
    links: [
      {
        text: 'Website Analyzer',
        to: routePaths['products-website-analyzer'],
        description: 'Technologies, versions and the Awesomeness Score of any website',
        icon: 'radar-chart',
      },
      {
        text: 'API documentation',
        to: routePaths['products-website-analyzer-docs'],
        description: 'Every endpoint of the StackLens API, with examples',
        icon: 'api',
      },
    ],
  },
  { text: 'Pricing', to: routePaths.pricing, showInAppBar: true, icon: 'crown' },
  {
    text: 'Resources',
    showInAppBar: true,
    links: [
      {
        text: 'Articles',
        to: routePaths['content-articles'],
        description: 'Notes on web technology and what makes a stack good',
        icon: 'file-text',
      },
      {
        text: 'Technologies',
        to: routePaths.technologies,
        description: 'The catalogue of technologies StackLens recognises',
        icon: 'tags',
      },
      {
        text: 'Why StackLens',
        to: routePaths.why,
        description: 'What a stack analysis is good for',
        icon: 'bulb',
      },
      {
        text: 'FAQ',
        to: routePaths.faq,
        description: 'Answers about analyses, the score and plans',
        icon: 'question-circle',
      },
    ],
  },
  {
    text: 'Insights',
    showInAppBar: true,
    links: [
      {
        text: 'Awesome websites',
        to: routePaths['insights-websites-awesome'],
        description: 'The ten highest-scoring websites',
        icon: 'trophy',
      },
      {
        text: 'Top tech stacks',
        to: routePaths['insights-websites-top-tech-stack'],
        description: 'The most complete, best-rated stacks',
        icon: 'appstore',
      },
      {
        text: 'Awesome technologies',
        to: routePaths['insights-technologies-awesome'],
        description: 'Technologies behind the best scores',
        icon: 'star',
      },
      {
        text: 'Most-used technologies',
        to: routePaths['insights-technologies-most-used'],
        description: 'What the analysed web runs on',
        icon: 'fire',
      },
    ],
  },
]);

/** Footer columns: Products, Resources, Insights, Company. */
export interface FooterLink {
  text: string;
  to?: string;
  /** Instead of a route: the footer link that reopens the cookie dialog. */
  action?: 'cookie-settings';
}

export const footerColumns: readonly { title: string; links: readonly FooterLink[] }[] = Object.freeze([
  {
    title: 'Products',
    links: [
      { text: 'Website Analyzer', to: routePaths['products-website-analyzer'] },
      { text: 'API documentation', to: routePaths['products-website-analyzer-docs'] },
      { text: 'Pricing', to: routePaths.pricing },
    ],
  },
  {
    title: 'Resources',
    links: [
      { text: 'Articles', to: routePaths['content-articles'] },
      { text: 'Technologies', to: routePaths.technologies },
      { text: 'Why StackLens', to: routePaths.why },
      { text: 'FAQ', to: routePaths.faq },
    ],
  },
  {
    title: 'Insights',
    links: [
      { text: 'Awesome websites', to: routePaths['insights-websites-awesome'] },
      { text: 'Top tech stacks', to: routePaths['insights-websites-top-tech-stack'] },
      { text: 'Awesome technologies', to: routePaths['insights-technologies-awesome'] },
      { text: 'Most-used technologies', to: routePaths['insights-technologies-most-used'] },
    ],
  },
  {
    title: 'Company',
    links: [
      { text: 'About', to: routePaths.about },
      { text: 'Contact', to: routePaths.contact },
      { text: 'Terms', to: routePaths.terms },
      { text: 'Privacy', to: routePaths.privacy },
      { text: 'Imprint', to: routePaths.imprint },
      { text: 'Remove domain', to: routePaths['analysis-website-remove'] },
      { text: 'Cookie settings', action: 'cookie-settings' },
    ],
  },
]);

