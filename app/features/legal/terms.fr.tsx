// Les conditions d’utilisation en français (issue #17) : les mêmes que terms.ar.tsx, le texte de
// référence.
import { CONTACT_EMAIL, readablePhone, telHref } from "~/lib/site-contact";
import type { TermsText } from "./legal-document";
import { List, Ltr, P, TextLink } from "./prose";

export const terms: TermsText = (i, { supportPhone }) => [
  {
    id: "service",
    heading: "Le service",
    content: (
      <P>
        Maarifa est un site éducatif qui propose des cours gratuits de finance, d’entreprise, de
        technologie et d’autres domaines. Les cours sont gratuits : ni abonnement, ni paiement, ni
        publicité. Vous pouvez apprendre sans compte ; un compte garde votre progression et vos
        résultats aux quiz et vous permet d’obtenir des certificats.
      </P>
    ),
  },
  {
    id: "accounts",
    heading: "Votre compte",
    content: (
      <List>
        <li>
          Créez votre compte avec une adresse e-mail ou un numéro de téléphone qui est le vôtre.
        </li>
        <li>
          Gardez votre mot de passe secret et ne partagez pas votre compte : un compte par personne.
        </li>
        <li>
          Vous êtes responsable de ce qui est fait avec votre compte. Si vous pensez que quelqu’un
          d’autre y est entré, changez votre mot de passe sur la page de votre compte : tous vos
          autres appareils sont alors déconnectés.
        </li>
        <li>
          Vous pouvez supprimer votre compte quand vous le voulez, comme l’explique la politique de
          confidentialité.
        </li>
        <li>Nous pouvons supprimer un compte utilisé pour enfreindre ces conditions.</li>
      </List>
    ),
  },
  {
    id: "use",
    heading: "Usage acceptable",
    content: (
      <>
        <P>Utilisez le site pour apprendre. Il est interdit :</P>
        <List>
          <li>
            de tenter d’entrer dans le compte de quelqu’un d’autre, ou dans le tableau de bord sans
            autorisation ;
          </li>
          <li>
            de perturber ou de surcharger le site, par exemple par des requêtes automatiques en
            masse, ou d’exploiter une faille ;
          </li>
          <li>
            de créer des comptes en masse, ou avec l’adresse e-mail ou le numéro de téléphone de
            quelqu’un d’autre ;
          </li>
          <li>
            d’inscrire sur un certificat un autre nom que le vôtre, de modifier un certificat ou de
            le présenter comme plus qu’il n’est.
          </li>
        </List>
        <P>Si vous trouvez une faille de sécurité, signalez-la-nous pour que nous la corrigions.</P>
      </>
    ),
  },
  {
    id: "certificates",
    heading: "Certificats",
    content: (
      <P>
        Un certificat Maarifa atteste que le titulaire du compte a terminé sur ce site toutes les
        leçons du cours et réussi ses quiz avec la note demandée. Ce n’est pas un diplôme ni une
        qualification professionnelle reconnue, et il ne prouve pas l’identité de son titulaire : le
        nom inscrit est celui que l’apprenant a saisi. Chacun peut le vérifier par son lien sur ce
        site, et son titulaire peut le masquer à tout moment.
      </P>
    ),
  },
  {
    id: "content",
    heading: "Contenus et propriété",
    content: (
      <List>
        <li>
          Les textes, images et organisation des cours appartiennent à Maarifa ou à leurs auteurs.
          Vous êtes libre d’en apprendre et d’en partager les liens ; vous ne pouvez pas en
          republier ni en vendre le contenu sans autorisation.
        </li>
        <li>
          Les vidéos des leçons sont hébergées sur YouTube, soumises aux conditions de YouTube, et
          appartiennent à leurs auteurs.
        </li>
        <li>
          Les liens vers d’autres sites (ressources des leçons) sont proposés pour vous être utiles
          ; nous ne répondons pas de leur contenu.
        </li>
      </List>
    ),
  },
  {
    id: "warranty",
    heading: "Sans garantie",
    content: (
      <P>
        Nous proposons les cours pour l’éducation générale, tels quels, et veillons à leur justesse
        sans la garantir. Ils ne remplacent pas l’avis d’un professionnel pour des décisions
        d’argent ou d’entreprise, notamment d’investissement et de cryptomonnaies. Le site peut être
        parfois indisponible, et les cours peuvent changer ou être retirés. Dans la mesure permise
        par la loi, nous ne répondons pas de ce qui peut résulter de l’usage du site.
      </P>
    ),
  },
  {
    id: "privacy",
    heading: "Confidentialité",
    content: (
      <P>
        La <TextLink href={i.path("/privacy")}>politique de confidentialité</TextLink> explique ce
        que nous gardons sur vous, combien de temps, comment supprimer votre compte, et les cookies
        qu’utilise le site.
      </P>
    ),
  },
  {
    id: "changes",
    heading: "Modification des conditions",
    content: (
      <P>
        Nous pouvons modifier ces conditions. La date de la dernière modification figure en haut de
        cette page ; une modification s’applique dès sa publication, et utiliser le site ensuite
        vaut acceptation.
      </P>
    ),
  },
  {
    id: "contact",
    heading: "Nous contacter",
    content: (
      <List>
        <li>
          E-mail : <TextLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</TextLink>
        </li>
        {supportPhone && (
          <li>
            Téléphone :{" "}
            <TextLink href={telHref(supportPhone)}>
              <Ltr>{readablePhone(supportPhone)}</Ltr>
            </TextLink>
          </li>
        )}
        <li>Adresse : {i.t("footer.address")}</li>
      </List>
    ),
  },
];
