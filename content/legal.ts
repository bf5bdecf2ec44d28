import { site } from '@/content/site';

/**
 * The Terms of Service and the Privacy Policy, as typed data. The pages render the
 * sections in this order; "Last updated" is the date the page is rendered (regenerated daily).
 */

export interface LegalListItem {
  /** A short bold lead-in, e.g. "Identity data". */
  term?: string;
  text: string;
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly LegalListItem[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

export interface LegalDocument {
  eyebrow: string;
  title: string;
  description: string;
  keywords: readonly string[];
  lead: string;
  sections: readonly LegalSection[];
}

export const LAST_UPDATED_LABEL = 'Last updated';

const owner = site.owner.name;
const product = site.name;

export const terms: LegalDocument = {
  eyebrow: 'Legal',
  title: 'Terms of Service',
  description: `The terms for using the ${product} website: intellectual property, permitted use, the informational nature of its research content, liability and governing law.`,
  keywords: ['terms of service', 'terms of use', 'website terms', 'intellectual property', product],
  lead: `Please read these terms before using this website. By using it you agree to them; if you do not agree, please do not use the site.`,
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      paragraphs: [
        `These Terms of Service govern your use of the ${product} website (the “website”), the personal and professional website of ${owner}, a bacteriophage researcher and clinical laboratory scientist. In these terms “I”, “me” and “my” refer to ${owner}, and “you” refers to anyone who visits or uses the website.`,
        'The website presents research, educational material about bacteriophages and the microbiome, a book, blog articles and a way to get in touch. It is offered free of charge and without any account or sign-in. By accessing the website you accept these terms in full.',
      ],
    },
    {
      id: 'intellectual-property-rights',
      heading: 'Intellectual Property Rights',
      paragraphs: [
        `Unless stated otherwise, ${owner} owns or is licensed to use the intellectual property rights in the website and its material, including text, illustrations, diagrams, photographs, graphics, the site design and the ${product} name and mark. All of these rights are reserved.`,
        'You may view the pages and print or save extracts for your own personal, educational or non-commercial research use, provided that you keep any copyright notice and cite the source. Published research articles, genome records and the book remain subject to the licences and copyrights of their publishers and databases, which take precedence over these terms for that material.',
      ],
    },
    {
      id: 'restrictions',
      heading: 'Restrictions',
      paragraphs: ['You are specifically restricted from all of the following:'],
      list: [
        {
          text: 'republishing, selling, sublicensing or otherwise commercialising any material from the website without prior written permission;',
        },
        {
          text: 'publicly performing or showing website material, or presenting it as your own work, without clear attribution to its source;',
        },
        {
          text: 'using the website in any way that damages it or impairs its availability or accessibility for others;',
        },
        {
          text: 'using the website in any way that is unlawful, fraudulent or harmful, or in connection with any unlawful, fraudulent or harmful purpose;',
        },
        {
          text: 'carrying out data mining, data harvesting, automated scraping or any similar extraction of data from the website beyond what ordinary search-engine indexing requires;',
        },
        {
          text: 'using the website, its contact form or the voice assistant to send unsolicited advertising, spam or misleading messages, or to impersonate another person.',
        },
      ],
    },
    {
      id: 'research-content',
      heading: 'Research Content',
      paragraphs: [
        'The scientific and research content on this website — including descriptions of bacteriophages, phage therapy, the microbiome, clinical microbiology and antimicrobial resistance — is provided for general informational and educational purposes only.',
        'It is not medical advice and is not a substitute for the advice, diagnosis or treatment of a qualified health professional. Phage therapy is still largely experimental and is available only within clinical trials or under specific regulatory pathways. Never disregard professional medical advice or delay seeking it because of something you read here.',
        'While I aim to keep the content accurate and current, research moves quickly and material may become outdated. The content is provided “as is”, without warranties of any kind, express or implied, including warranties of accuracy, completeness, fitness for a particular purpose or non-infringement. Views expressed are my own and do not represent those of any current or past employer or institution.',
      ],
    },
    {
      id: 'limitations-of-liability',
      heading: 'Limitations of Liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${owner} shall not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or opportunity, arising out of or in connection with your use of, or inability to use, the website or any content on it, even if advised of the possibility of such damages.`,
        'The website may link to external websites and embed third-party services, such as the newsletter platform and the AI voice assistant. I do not control those services and am not responsible for their content, availability or privacy practices; your use of them is governed by their own terms.',
        'Nothing in these terms excludes or limits liability that cannot be excluded or limited under applicable law.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by and construed in accordance with the laws of the State of Missouri, USA, without regard to its conflict-of-law provisions. You agree that any dispute arising from these terms or your use of the website is subject to the exclusive jurisdiction of the state and federal courts located in Missouri, USA.',
      ],
    },
    {
      id: 'changes-to-terms',
      heading: 'Changes to Terms',
      paragraphs: [
        'I may revise these terms at any time. The current version is always published on this page, with the date it was last updated shown at the top. By continuing to use the website after a change you accept the revised terms, so please review this page from time to time.',
        `Questions about these terms are welcome at ${site.email}.`,
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  description: `How the ${product} website collects, uses and protects your data, the cookies it uses, the AI voice agent, and your rights over your personal data.`,
  keywords: ['privacy policy', 'data protection', 'cookies', 'personal data', 'GDPR', product],
  lead: 'Your privacy matters. This policy explains what data this website collects, why, how it is protected and the rights you have over it.',
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      paragraphs: [
        `This Privacy Policy applies to the ${product} website, the personal and professional website of ${owner} (“I”, “me”). I am responsible for the personal data processed through this website.`,
        'The website has no accounts and no sign-in, and it does not sell personal data. It collects as little data as it can, and this policy describes all of it. If you have any questions, write to me at the address given at the end of this policy.',
      ],
    },
    {
      id: 'the-data-we-collect',
      heading: 'The Data We Collect',
      paragraphs: [
        'Depending on how you use the website, the following kinds of personal data may be processed:',
      ],
      list: [
        {
          term: 'Identity data',
          text: 'your name, when you include it in a message or newsletter sign-up.',
        },
        {
          term: 'Contact data',
          text: 'your e-mail address and anything else you choose to share when you write to me or subscribe to the newsletter.',
        },
        {
          term: 'Technical data',
          text: 'your IP address, browser type and version, device type, operating system, time-zone setting and similar information sent automatically by your browser.',
        },
        {
          term: 'Usage data',
          text: 'how you use the website: pages visited, time spent, links followed and errors encountered.',
        },
      ],
      after: [
        'The contact form does not send anything to this website: it opens your own e-mail program with a prepared message, and I receive only what you choose to send. I do not knowingly collect special categories of data (such as health information); please do not include such details in messages.',
      ],
    },
    {
      id: 'how-we-use-your-data',
      heading: 'How We Use Your Data',
      paragraphs: ['Personal data is used only for the purposes it was provided for:'],
      list: [
        {
          text: 'to reply to your messages and to follow up on collaborations, talks or media requests;',
        },
        {
          text: 'to send the newsletter you subscribed to, through the external newsletter platform, until you unsubscribe;',
        },
        {
          text: 'to keep the website secure, working and readable, and to understand in aggregate which content is useful;',
        },
        { text: 'to comply with legal obligations.' },
      ],
      after: [
        'The legal bases are your consent (newsletter, and analytics that remembers you or records your session), my legitimate interest in running and improving a personal research website, counting visits anonymously and answering inquiries, and compliance with the law. Data is kept only as long as needed for these purposes: correspondence for as long as the conversation is active and a reasonable period afterwards, newsletter data until you unsubscribe.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'Cookies are small text files stored by your browser; local storage and session storage are similar stores kept by your browser for this site (session storage is cleared when you close the tab). Without asking, this website stores only what it needs, under these names:',
      ],
      list: [
        {
          term: 'theme',
          text: 'local storage: the light or dark appearance you chose, when you choose one rather than following your device.',
        },
        {
          term: 'analytics-consent',
          text: 'local storage: your analytics choice (“granted” or “denied”), so you are not asked again.',
        },
        {
          term: 'aiAssistantNotificationLastShown',
          text: 'local storage: when the assistant notification was last shown, so it is not repeated within a week.',
        },
        {
          term: 'aiAssistantNotificationShown',
          text: 'session storage: that the assistant notification has been shown in this browser session.',
        },
        {
          term: 'languageSwitchTimestamp, languageSwitchScrollPosition, languageSwitchPath, languageSwitchHash, languageSwitchSearch',
          text: 'session storage: where you were on a page when you switched its language, so the page opens there again; removed once used.',
        },
        {
          term: '__prerender_bypass',
          text: 'a cookie set only for me, the site’s owner, while I preview unpublished drafts.',
        },
      ],
      after: [
        'Where analytics (PostHog) is enabled, it counts page views, page leaves and errors. Until you choose “Allow” in the small analytics panel, it keeps nothing on your device: each page load is an anonymous visit, held in memory only, and no session is recorded. If you allow it, it remembers your browser in a cookie and in local storage, both named ph_ followed by the analytics project key and _posthog, so that repeat visits are counted once, and only if I have switched session recording on does it also record how pages are used (with typed text masked). If you choose “No, thanks”, or your browser sends Do Not Track or Global Privacy Control, the analytics is not loaded at all. Events are sent without your IP address, and the analytics project is set to discard the address it sees when they arrive. To change your choice, clear this site’s data in your browser.',
        'Embedded third-party services, such as the newsletter sign-up frame and the voice assistant, may set their own cookies under their own policies. You can block or delete cookies and site data in your browser settings; the website remains usable without them, although some embedded features may not work.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        'The website is served over encrypted HTTPS connections. Appropriate technical and organisational measures are in place to protect personal data against accidental loss, misuse and unauthorised access, alteration or disclosure, and access to correspondence is limited to me.',
        'No transmission over the internet is completely secure. If a personal data breach occurs that is likely to affect you, you and any applicable regulator will be notified where the law requires it.',
      ],
    },
    {
      id: 'your-legal-rights',
      heading: 'Your Legal Rights',
      paragraphs: [
        'Depending on where you live, data-protection laws give you the following rights over your personal data:',
      ],
      list: [
        { term: 'Access', text: 'request a copy of the personal data held about you.' },
        { term: 'Correction', text: 'have incomplete or inaccurate data corrected.' },
        {
          term: 'Erasure',
          text: 'ask for your data to be deleted where there is no good reason to keep it.',
        },
        {
          term: 'Objection',
          text: 'object to processing based on legitimate interests, and to direct marketing at any time.',
        },
        {
          term: 'Restriction',
          text: 'ask for processing to be suspended, for example while its accuracy is checked.',
        },
        {
          term: 'Transfer',
          text: 'receive your data in a structured, commonly used format, or have it sent to another organisation.',
        },
        {
          term: 'Withdraw consent',
          text: 'withdraw consent at any time where processing relies on it, without affecting processing carried out before.',
        },
      ],
      after: [
        `To exercise any of these rights, write to ${site.email}. There is no fee, and you will receive a reply within one month. You also have the right to complain to your local data-protection authority.`,
      ],
    },
    {
      id: 'ai-voice-agent',
      heading: 'AI Voice Agent',
      paragraphs: [
        'The website offers an AI voice agent that answers questions about my research, bacteriophages and the microbiome. It only starts when you choose to begin a conversation, and your browser will ask for permission to use your microphone.',
        'When you talk to the agent, your voice and the conversation may be processed by a third-party AI provider to transcribe your speech and generate spoken answers. Voice data is processed only to provide the conversation and is not permanently stored by this website. The provider handles the data under its own privacy policy and terms.',
        'Please do not share sensitive personal or health information with the voice agent. Its answers are generated automatically, may contain errors and are not medical advice.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes',
      paragraphs: [
        'This policy may be updated to reflect changes to the website, its services or the law. The current version is always published on this page with the date it was last updated shown at the top; significant changes will be highlighted on the website.',
        `Questions or requests about this policy can be sent to ${site.email}.`,
      ],
    },
  ],
};

/** The analytics choice, shown only when analytics is configured (components/layout/analytics.tsx). */
export const analyticsConsent = {
  label: 'Analytics choice',
  text: 'May this site remember your visits to count them in aggregate? Without your yes nothing is stored on your device and no session is recorded.',
  accept: 'Allow',
  decline: 'No, thanks',
  policyLink: 'Privacy Policy',
} as const;
