/** The examples of email-signature-generator (documentation; the catalog test runs them and compares). */
import type { SignatureExample } from '../email-signature-generator.ts';

export const SIGNATURE_EXAMPLES: SignatureExample[] = [
  {
    "title": "Horizontal: photo, details, social links",
    "input": {
      "name": "Ana Pérez",
      "title": "Head of Design",
      "company": "Acme Inc.",
      "phone": "+1 (555) 010-0199",
      "email": "ana@acme.example",
      "website": "https://acme.example/",
      "address": "1 Main St\nSpringfield, IL 62701",
      "social_links": [
        {
          "network": "linkedin",
          "url": "https://www.linkedin.com/in/ana-perez"
        },
        {
          "network": "github",
          "url": "https://github.com/anaperez"
        }
      ],
      "photo_url": "https://acme.example/team/ana.jpg"
    },
    "output": {
      "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"border-collapse:collapse\"><tr><td valign=\"top\" style=\"padding-right:16px\"><img src=\"https://acme.example/team/ana.jpg\" alt=\"Ana Pérez\" width=\"80\" height=\"80\" style=\"display:block;width:80px;height:80px;border-radius:50%;border:0\"></td><td width=\"2\" style=\"width:2px;background-color:#2563eb;font-size:1px;line-height:1px\">&#160;</td><td valign=\"top\" style=\"padding-left:16px\"><table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"border-collapse:collapse\"><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:18px;line-height:20px;font-weight:700;color:#111827\">Ana Pérez</td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:14px;line-height:20px;color:#2563eb;padding-bottom:6px\">Head of Design | Acme Inc.</td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;color:#4b5563\">Phone: <a href=\"tel:+15550100199\" style=\"color:#2563eb;text-decoration:none\">+1 (555) 010-0199</a></td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;color:#4b5563\">Email: <a href=\"mailto:ana@acme.example\" style=\"color:#2563eb;text-decoration:none\">ana@acme.example</a></td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;color:#4b5563\">Website: <a href=\"https://acme.example/\" style=\"color:#2563eb;text-decoration:none\">acme.example</a></td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;color:#4b5563\">1 Main St<br>Springfield, IL 62701</td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;padding-top:6px\"><a href=\"https://www.linkedin.com/in/ana-perez\" style=\"color:#2563eb;text-decoration:none\">LinkedIn</a><span style=\"color:#4b5563\"> · </span><a href=\"https://github.com/anaperez\" style=\"color:#2563eb;text-decoration:none\">GitHub</a></td></tr></table></td></tr></table>",
      "text": "-- \nAna Pérez\nHead of Design | Acme Inc.\nPhone: +1 (555) 010-0199\nEmail: ana@acme.example\nWebsite: https://acme.example/\n1 Main St\nSpringfield, IL 62701\nLinkedIn: https://www.linkedin.com/in/ana-perez\nGitHub: https://github.com/anaperez\n",
      "layout": "horizontal",
      "links": [
        {
          "label": "Phone",
          "href": "tel:+15550100199"
        },
        {
          "label": "Email",
          "href": "mailto:ana@acme.example"
        },
        {
          "label": "Website",
          "href": "https://acme.example/"
        },
        {
          "label": "LinkedIn",
          "href": "https://www.linkedin.com/in/ana-perez"
        },
        {
          "label": "GitHub",
          "href": "https://github.com/anaperez"
        }
      ]
    }
  },
  {
    "title": "Compact, in brand colours, with a logo",
    "input": {
      "name": "Kenji Watanabe",
      "title": "Sales Lead",
      "company": "Northwind",
      "phone": "+81 3-1234-5678",
      "email": "kenji@northwind.example",
      "logo_url": "https://northwind.example/logo.png",
      "layout": "compact",
      "accent_color": "#0f766e",
      "name_color": "rgb(17, 24, 39)"
    },
    "output": {
      "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"border-collapse:collapse\"><tr><td valign=\"top\" style=\"padding-left:0px\"><table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"border-collapse:collapse\"><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:14px;line-height:20px;color:#4b5563\"><span style=\"font-size:16px;font-weight:700;color:#111827\">Kenji Watanabe</span><span style=\"color:#4b5563\"> | </span><span style=\"color:#0f766e\">Sales Lead | Northwind</span></td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;color:#4b5563\"><a href=\"tel:+81312345678\" style=\"color:#0f766e;text-decoration:none\">+81 3-1234-5678</a><span style=\"color:#4b5563\"> | </span><a href=\"mailto:kenji@northwind.example\" style=\"color:#0f766e;text-decoration:none\">kenji@northwind.example</a></td></tr><tr><td style=\"padding-top:8px\"><img src=\"https://northwind.example/logo.png\" alt=\"Northwind\" height=\"32\" style=\"display:block;height:32px;border:0\"></td></tr></table></td></tr></table>",
      "text": "-- \nKenji Watanabe\nSales Lead | Northwind\nPhone: +81 3-1234-5678\nEmail: kenji@northwind.example\n",
      "layout": "compact",
      "links": [
        {
          "label": "Phone",
          "href": "tel:+81312345678"
        },
        {
          "label": "Email",
          "href": "mailto:kenji@northwind.example"
        }
      ]
    }
  },
  {
    "title": "Simple, text only (images left out)",
    "input": {
      "name": "Sam O’Neil",
      "title": "Freelance Editor",
      "email": "sam@oneil.example",
      "website": "https://oneil.example/portfolio",
      "social_links": [
        {
          "network": "bluesky",
          "url": "https://bsky.app/profile/sam.oneil.example"
        }
      ],
      "photo_url": "https://oneil.example/sam.jpg",
      "layout": "simple"
    },
    "output": {
      "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"border-collapse:collapse\"><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:18px;line-height:20px;font-weight:700;color:#111827\">Sam O’Neil</td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:14px;line-height:20px;color:#2563eb;padding-bottom:6px\">Freelance Editor</td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;color:#4b5563\">Email: <a href=\"mailto:sam@oneil.example\" style=\"color:#2563eb;text-decoration:none\">sam@oneil.example</a></td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;color:#4b5563\">Website: <a href=\"https://oneil.example/portfolio\" style=\"color:#2563eb;text-decoration:none\">oneil.example/portfolio</a></td></tr><tr><td dir=\"auto\" style=\"font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:20px;padding-top:6px\"><a href=\"https://bsky.app/profile/sam.oneil.example\" style=\"color:#2563eb;text-decoration:none\">Bluesky</a></td></tr></table>",
      "text": "-- \nSam O’Neil\nFreelance Editor\nEmail: sam@oneil.example\nWebsite: https://oneil.example/portfolio\nBluesky: https://bsky.app/profile/sam.oneil.example\n",
      "layout": "simple",
      "links": [
        {
          "label": "Email",
          "href": "mailto:sam@oneil.example"
        },
        {
          "label": "Website",
          "href": "https://oneil.example/portfolio"
        },
        {
          "label": "Bluesky",
          "href": "https://bsky.app/profile/sam.oneil.example"
        }
      ]
    }
  }
];
