/**
 * The contact page's words: subject options, the automatic subject lines, the
 * letter the form writes (a mailto link, no server call) and the guidance shown beside the form.
 */

/** The subject values the form offers, in order. */
export const CONTACT_SUBJECTS = ['research', 'speaking', 'media', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface SubjectOption {
  value: ContactSubject;
  label: string;
}

/** The select's first option: a disabled placeholder with an empty value. */
export const SUBJECT_PLACEHOLDER = 'Select a topic';

export const subjectOptions: readonly SubjectOption[] = [
  { value: 'research', label: 'Research Collaboration' },
  { value: 'speaking', label: 'Speaking Engagement' },
  { value: 'media', label: 'Media Inquiry' },
  { value: 'other', label: 'Other' },
];

/**
 * What the e-mail says for one kind of inquiry: its subject line (`{owner}` and `{product}`
 * are filled in) and the letter's opening and closing (`{name}`, `{email}` and `{outlet}`).
 */
export interface LetterVariant {
  subject: string;
  opening: string;
  closing: string;
}

/** Letters for the four subjects, and `general` for a value the form does not offer. */
export const letterVariants: Record<ContactSubject | 'general', LetterVariant> = {
  research: {
    subject: 'Research Collaboration Inquiry',
    opening:
      'My name is {name} ({email}), and I am writing about a possible research collaboration. I am particularly interested in your work on phage therapy and biofilm reduction, and I believe our interests may align.',
    closing:
      'I would welcome the chance to discuss how we might work together. Please let me know a convenient time for a call or a meeting.',
  },
  speaking: {
    subject: 'Speaking Engagement Request',
    opening:
      'My name is {name}, and I would like to invite you to speak at an upcoming event. Your perspective on bacteriophages and microbiome science would be of great interest to our audience.',
    closing:
      'I would be glad to share further details about the date, format, audience and arrangements. Thank you for considering this invitation.',
  },
  media: {
    subject: 'Media Inquiry for {owner}',
    opening:
      'My name is {name}, and I am contacting you on behalf of {outlet} with a media inquiry about your research.',
    closing:
      'Please let me know whether you would be available for an interview or a comment, and which format and timing suit you best.',
  },
  other: {
    subject: 'Inquiry from {product} Website',
    opening: 'My name is {name}, and I am writing to you with a general inquiry.',
    closing: 'Thank you for your time. I look forward to hearing from you.',
  },
  general: {
    subject: 'Contact from {product} Website',
    opening: 'My name is {name}, and I am getting in touch through your website.',
    closing: 'Thank you for your time. I look forward to hearing from you.',
  },
};

/** The outlet named in a media letter when the sender's e-mail has no domain. */
export const FALLBACK_OUTLET = 'my organization';

export const letterLines = {
  greeting: 'Dear {owner},',
  signOff: 'Best regards,',
  sentVia: 'Sent via {product} website on',
} as const;

/** The texts of the page around the form. */
export const contactPage = {
  title: 'Contact Phages & Biomes',
  description:
    'Get in touch about research collaborations, phage therapy and microbiome research inquiries, speaking engagements and media requests.',
  keywords: [
    'contact',
    'research collaboration',
    'research inquiries',
    'bacteriophage research',
    'phage therapy',
    'microbiome',
    'speaking engagement',
    'media inquiry',
  ],
  eyebrow: 'CONTACT',
  heading: 'Get in Touch',
  lead: 'Questions about phage research, ideas for a collaboration, an invitation to speak or a request from the press: write a few lines and I will reply as soon as I can.',
  banner: {
    src: '/images/contact/contact-banner.webp',
    width: 1600,
    height: 560,
    alt: 'Illustration of a bacterial lawn on an agar plate, dotted with clear phage plaques and a few phage particles.',
  },
  form: {
    heading: 'Send a Message',
    intro:
      'Sending opens your e-mail app with the message written out, addressed to me and copied to you. Nothing is stored on this site.',
    requiredNote: 'Required fields',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    placeholders: {
      name: 'Your full name',
      email: 'you@example.com',
      message: 'How can I help?',
    },
    submit: 'Send Message',
    validationError: 'Please fill in all required fields before sending your message.',
    success:
      'Thank you! Your e-mail app should now open with your message ready to send. If it does not, write to me directly at the address on this page.',
    /** When the letter is too long for a mailto link (mail apps cut links at about 2,000 characters). */
    tooLong: {
      text: 'Your message is too long to hand to your e-mail app in one piece, and I would rather not lose any of it. Copy the message, open a new e-mail and paste it in.',
      copy: 'Copy the message',
      copied: 'Copied. Now open a new e-mail and paste the message in.',
      copyFailed:
        'Your browser did not allow copying. Please select the text in the Message field and copy it yourself.',
      openEmail: 'Open a new e-mail',
    },
  },
  info: {
    heading: 'Contact Information',
    emailLabel: 'Email',
    linkedinLabel: 'LinkedIn',
    linkedinText: 'Connect on LinkedIn',
    locationLabel: 'Based in',
  },
  inquiries: {
    heading: 'Specific Inquiries',
    items: [
      {
        title: 'Research collaborations',
        text: 'Choose “Research Collaboration” and describe your question, the organisms or samples involved and the kind of collaboration you have in mind (isolation, sequencing, host-range testing, co-authorship).',
      },
      {
        title: 'Speaking engagements',
        text: 'Choose “Speaking Engagement” and include the event, date, audience and format (keynote, seminar, panel or classroom visit), and whether it is in person or online.',
      },
      {
        title: 'Media requests',
        text: 'Choose “Media Inquiry” and name your outlet, the story and your deadline. Please write from your work address so the outlet can be identified.',
      },
    ],
  },
  newsletter: {
    heading: 'Subscribe to Newsletter',
    text: 'Occasional letters on new phage research, publications and talks. No spam; unsubscribe at any time.',
    cta: 'Subscribe',
    fallbackCta: 'Subscribe by e-mail',
  },
} as const;
