// The terms and conditions in English (issue #17): the same as terms.ar.tsx, the primary text.
import { CONTACT_EMAIL, readablePhone, telHref } from "~/lib/site-contact";
import type { TermsText } from "./legal-document";
import { List, Ltr, P, TextLink } from "./prose";

export const terms: TermsText = (i, { supportPhone }) => [
  {
    id: "service",
    heading: "The service",
    content: (
      <P>
        Maarifa is an educational site offering free courses in finance, business, technology and
        more. The courses are free: no subscription, no payment, no advertising. You can learn
        without an account; an account keeps your progress and quiz results and lets you earn
        certificates.
      </P>
    ),
  },
  {
    id: "accounts",
    heading: "Your account",
    content: (
      <List>
        <li>Create your account with an email address or a phone number that is yours.</li>
        <li>Keep your password secret and do not share your account: one account per person.</li>
        <li>
          You are responsible for what is done with your account. If you think someone else got into
          it, change your password on your account page: all your other devices are then signed out.
        </li>
        <li>You can delete your account whenever you like, as the privacy policy explains.</li>
        <li>We may delete an account used to break these terms.</li>
      </List>
    ),
  },
  {
    id: "use",
    heading: "Acceptable use",
    content: (
      <>
        <P>Use the site to learn. You may not:</P>
        <List>
          <li>try to get into someone else’s account, or into the dashboard without permission;</li>
          <li>
            disrupt or overload the site, for example with heavy automated requests, or exploit a
            flaw in it;
          </li>
          <li>create accounts in bulk, or with someone else’s email address or phone number;</li>
          <li>
            put a name other than yours on a certificate, alter a certificate, or present it as more
            than it is.
          </li>
        </List>
        <P>If you find a security flaw, tell us so that we can fix it.</P>
      </>
    ),
  },
  {
    id: "certificates",
    heading: "Certificates",
    content: (
      <P>
        A Maarifa certificate attests that the account holder completed every lesson of the course
        on this site and passed its quizzes at the required mark. It is not an accredited academic
        or professional qualification, and it does not prove who its holder is: the name on it is
        the one the learner entered. Anyone can verify it through its link on this site, and its
        holder can hide it at any time.
      </P>
    ),
  },
  {
    id: "content",
    heading: "Content and who owns it",
    content: (
      <List>
        <li>
          The courses’ texts, pictures and structure belong to Maarifa or to their authors. You are
          free to learn from them and share their links; you may not republish or sell their content
          without permission.
        </li>
        <li>
          Lesson videos are hosted on YouTube, under YouTube’s terms, and belong to their owners.
        </li>
        <li>
          Links to other sites (lesson resources) are offered for your benefit; we are not
          responsible for their content.
        </li>
      </List>
    ),
  },
  {
    id: "warranty",
    heading: "No warranty",
    content: (
      <P>
        We offer the courses for general education, as they are, and take care that they are right
        without guaranteeing it. They do not replace advice from a professional on money or business
        decisions, especially investing and cryptocurrencies. The site may sometimes be unavailable,
        and courses may change or be removed. As far as the law allows, we are not liable for what
        may come of using the site.
      </P>
    ),
  },
  {
    id: "privacy",
    heading: "Privacy",
    content: (
      <P>
        The <TextLink href={i.path("/privacy")}>privacy policy</TextLink> explains what we keep
        about you, for how long, how to delete your account, and the cookies the site uses.
      </P>
    ),
  },
  {
    id: "changes",
    heading: "Changes to these terms",
    content: (
      <P>
        We may change these terms. The date of the last change is shown at the top of this page; a
        change applies from the day it is published, and using the site after it means you accept
        it.
      </P>
    ),
  },
  {
    id: "contact",
    heading: "Contact us",
    content: (
      <List>
        <li>
          Email: <TextLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</TextLink>
        </li>
        {supportPhone && (
          <li>
            Phone:{" "}
            <TextLink href={telHref(supportPhone)}>
              <Ltr>{readablePhone(supportPhone)}</Ltr>
            </TextLink>
          </li>
        )}
        <li>Address: {i.t("footer.address")}</li>
      </List>
    ),
  },
];
