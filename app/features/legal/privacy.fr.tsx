// La politique de confidentialité en français (issue #17) : la même que privacy.ar.tsx, le texte
// de référence.
import { CONTACT_EMAIL, readablePhone, telHref } from "~/lib/site-contact";
import type { PrivacyText } from "./legal-document";
import { List, Ltr, P, TextLink } from "./prose";
import { CookieList, CookieName } from "./site-cookies";
import { STATED } from "./stated-facts";

export const privacy: PrivacyText = (i, { googleAnalytics, supportPhone }) => {
  const days = (days: number) => i.t("legal.days", { days });
  const hours = (hours: number) => i.t("duration.hours", { hours });
  const minutes = (minutes: number) => i.t("duration.minutes", { minutes });
  return [
    {
      id: "summary",
      heading: "En bref",
      content: (
        <List>
          <li>
            Nous gardons le minimum dont le site a besoin pour fonctionner : votre moyen de
            connexion (adresse e-mail ou numéro de téléphone), votre progression dans les leçons,
            vos résultats aux quiz et vos certificats.
          </li>
          <li>
            Nous ne gardons jamais votre mot de passe, seulement une empreinte (hachage) dont on ne
            peut pas retrouver le mot de passe.
          </li>
          <li>
            Nous ne vendons ni ne partageons vos données, et nous n’affichons aucune publicité.
          </li>
          <li>
            {googleAnalytics
              ? "Tous les cookies du site sont nécessaires à son fonctionnement ; aucun ne sert au pistage ni à la publicité. Google Analytics, activé par l’exploitant du site, dépose ses propres cookies (voir « Mesure des visites »)."
              : "Aucun cookie ne sert au pistage ni à la publicité, et nous comptons les visites nous-mêmes, sans cookie et sans conserver d’adresse IP."}
          </li>
          <li>
            Vous pouvez supprimer votre compte et tout ce qui s’y rattache à tout moment, depuis la
            page de votre compte.
          </li>
        </List>
      ),
    },
    {
      id: "without-account",
      heading: "Sans compte",
      content: (
        <>
          <P>
            Vous pouvez lire tous les cours et regarder leurs leçons sans compte ; le site ne garde
            alors rien qui dise qui vous êtes.
          </P>
          <List>
            <li>
              Les leçons que vous marquez comme terminées sont gardées dans votre propre navigateur
              (son stockage local), pas sur notre serveur. Si vous créez un compte ou vous
              connectez, elles sont ajoutées à votre compte.
            </li>
            <li>
              Quand vous ouvrez une leçon, le site note l’heure sous une clé aléatoire gardée dans
              un cookie (<CookieName>maarifa_visitor</CookieName>) : une leçon ne peut être marquée
              comme terminée qu’après la moitié de sa durée. Si vous créez un compte ou vous
              connectez, ces heures sont ajoutées à votre compte et le cookie est supprimé.
            </li>
            <li>
              Vos réponses aux quiz sont gardées dans un cookie de votre navigateur (
              <CookieName>maarifa_quiz</CookieName>) pour que leurs résultats soient ajoutés à votre
              compte si vous en créez un ou vous connectez ; le cookie est ensuite supprimé.
            </li>
            <li>
              Si vous choisissez une langue dans le sélecteur de langue, votre navigateur la retient
              dans un cookie que le serveur ne lit jamais.
            </li>
          </List>
        </>
      ),
    },
    {
      id: "account",
      heading: "Ce que nous gardons si vous créez un compte",
      content: (
        <>
          <List>
            <li>
              Votre adresse e-mail ou votre numéro de téléphone, ou les deux : pour vous connecter,
              et pour vous aider si vous oubliez votre mot de passe.
            </li>
            <li>
              Votre mot de passe n’est jamais conservé. Nous gardons une empreinte calculée avec{" "}
              <Ltr>argon2id</Ltr>, dont on ne peut pas retrouver le mot de passe, et qui suffit à le
              vérifier quand vous vous connectez.
            </li>
            <li>Les leçons que vous avez terminées, et la date de chacune.</li>
            <li>
              Les résultats des quiz : pour chaque quiz de leçon, votre meilleur score, sa date et
              le nombre de vos tentatives. Nous ne gardons pas chacune de vos réponses.
            </li>
            <li>
              Vos certificats : le nom que vous choisissez pour les certificats, le cours et la date
              à laquelle vous l’avez terminé.
            </li>
            <li>La date de création de votre compte et celle de sa dernière modification.</li>
          </List>
          <P>
            Nous ne demandons ni votre nom (sauf celui que vous choisissez pour les certificats), ni
            votre adresse, ni votre date de naissance.
          </P>
          <P>
            Pour chaque question de quiz, le site compte aussi combien de réponses elle a reçues et
            combien étaient justes, pour que les auteurs améliorent leurs questions. Ces nombres ne
            disent pas qui a répondu.
          </P>
        </>
      ),
    },
    {
      id: "certificates",
      heading: "Certificats",
      content: (
        <List>
          <li>
            Chaque certificat a son propre lien public (<Ltr>/certificates/…</Ltr>) avec un long
            code impossible à deviner. Qui a le lien voit le nom inscrit sur le certificat, le cours
            et la date à laquelle vous l’avez terminé, et rien d’autre sur vous : ni votre adresse
            e-mail ni votre numéro de téléphone.
          </li>
          <li>
            Vous décidez à qui donner le lien, et qui le reçoit voit ce que montre le certificat.
          </li>
          <li>
            Vous pouvez masquer un certificat depuis la page de votre compte ; son lien cesse alors
            de fonctionner.
          </li>
          <li>
            Un certificat garde sa propre copie du nom, du titre du cours et de la date : il reste
            vérifiable si le cours est supprimé ou renommé.
          </li>
        </List>
      ),
    },
    {
      id: "classes",
      heading: "Les classes et votre enseignant",
      content: (
        <List>
          <li>
            Une école ou une organisation peut vous inscrire dans une classe : un enseignant importe
            une liste d’apprenants, ou vous la rejoignez avec son lien. Vos classes figurent sur la
            page de votre compte.
          </li>
          <li>
            Un enseignant de votre classe voit, pour vous : le nom que vous donne la liste de la
            classe, votre numéro de téléphone ou votre adresse e-mail, les leçons que vous avez
            terminées et vos meilleurs scores aux quiz dans les cours de la classe, vos certificats
            de ces cours, et la date de votre dernière activité. Il ne voit rien des classes qu’il
            n’enseigne pas, et jamais votre mot de passe.
          </li>
          <li>
            Les rapports de l’organisation à ses bailleurs comptent les apprenants sans jamais les
            nommer ; tout chiffre portant sur moins de 5 apprenants y est masqué.
          </li>
          <li>
            Vous pouvez quitter une classe à tout moment depuis la page de votre compte : ses
            enseignants ne vous voient plus. Votre progression et vos certificats restent dans votre
            compte.
          </li>
        </List>
      ),
    },
    {
      id: "analytics",
      heading: "Mesure des visites",
      content: (
        <>
          <P>
            Pour savoir quelles pages et quels cours aident les apprenants, le site compte les
            visites lui-même, sur son propre serveur, sans cookie et sans aucune régie publicitaire.
          </P>
          <List>
            <li>
              Pour chaque page ouverte, nous enregistrons : son adresse (sans ce que vous avez tapé
              dans une recherche), l’heure, le titre du cours sur une page de cours, et un code de
              visiteur. Nous enregistrons aussi les clics sur les deux liens de la barre du haut,
              accueil et cours.
            </li>
            <li>
              Le code de visiteur est une empreinte de l’adresse IP et de la description du
              navigateur, calculée avec une clé secrète qui change chaque jour et est supprimée une
              fois le jour passé. L’adresse IP elle-même n’est pas conservée. Le lendemain, le même
              visiteur reçoit un autre code, sans lien avec le premier : vos visites ne peuvent être
              ni reliées d’un jour à l’autre ni rattachées à votre adresse.
            </li>
            <li>
              Ces relevés détaillés sont supprimés au bout de {days(STATED.analyticsRawDays)} ; il
              n’en reste que des totaux par jour : vues de chaque page et nombre de visiteurs.
            </li>
            <li>
              Si votre navigateur envoie « Do Not Track » ou « Global Privacy Control », ou si
              JavaScript y est désactivé, rien n’est compté.
            </li>
          </List>
          {googleAnalytics ? (
            <P>
              L’exploitant du site a aussi activé Google Analytics. Google reçoit alors les adresses
              des pages que vous visitez, les cours que vous ouvrez et des informations sur votre
              navigateur, et dépose ses propres cookies, dont le nom commence par{" "}
              <CookieName>_ga</CookieName>, selon la politique de confidentialité de Google. Cela
              n’a pas lieu si votre navigateur envoie l’un des deux signaux ci-dessus.
            </P>
          ) : null}
        </>
      ),
    },
    {
      id: "videos",
      heading: "Vidéos des leçons",
      content: (
        <P>
          Les vidéos des leçons sont hébergées sur YouTube. Une page de leçon montre d’abord une
          image de notre propre site ; le lecteur de YouTube n’est chargé que lorsque vous appuyez
          sur lecture. Il vient alors de <Ltr>youtube-nocookie.com</Ltr>, le mode de confidentialité
          renforcée de YouTube, et YouTube (Google) reçoit votre adresse IP et des informations sur
          ce que vous regardez, selon la politique de confidentialité de Google. Sans JavaScript, le
          bouton de lecture est un lien vers la vidéo sur YouTube.
        </P>
      ),
    },
    {
      id: "security",
      heading: "Sécurité et journaux du serveur",
      content: (
        <List>
          <li>
            Quand vous vous connectez, votre navigateur reçoit une clé aléatoire dans un cookie, et
            le serveur n’en garde que l’empreinte. De même pour un lien de réinitialisation du mot
            de passe : il fonctionne pendant {hours(STATED.resetLinkMinutes / 60)}, une seule fois,
            et nous n’en gardons que l’empreinte.
          </li>
          <li>
            À la création d’un compte, le site vous montre une fois un code de secours de 16
            chiffres. Si vous oubliez votre mot de passe, ce code et votre numéro de téléphone ou
            votre adresse e-mail vous permettent d’en choisir un nouveau sur la page « Mot de passe
            oublié ? », sans e-mail et sans rien demander à personne. Nous n’en gardons qu’une
            empreinte (<Ltr>argon2id</Ltr>), d’où le code ne peut pas être retrouvé. Un code ne sert
            qu’une fois : après usage, un nouveau vous est montré, et vous pouvez le remplacer sur
            la page de votre compte (avec votre mot de passe) ; l’ancien cesse alors de fonctionner.
            Qui a votre code peut changer votre mot de passe : gardez-le comme une clé. Les codes
            erronés sont comptés comme les connexions échouées.
          </li>
          <li>
            Pour freiner les essais de mots de passe et les inscriptions en masse, le serveur compte
            les tentatives récentes par adresse de connexion (adresse IP) : les connexions échouées
            sur {minutes(STATED.failureWindowMinutes)}, les créations de compte et les demandes de
            réinitialisation sur {hours(STATED.hourlyWindowMinutes / 60)}. Ces relevés ne servent à
            rien d’autre et sont supprimés ensuite.
          </li>
          <li>
            Le serveur écrit une ligne par requête (l’adresse de la page sans ce qui a été tapé dans
            une recherche, le résultat et la durée) pour trouver les pannes. Cette ligne ne contient
            pas d’adresse IP, sauf si l’exploitant du site l’active, et jamais d’adresse e-mail, de
            numéro de téléphone, de mot de passe ni rien de ce que vous tapez. La durée de
            conservation de ces lignes dépend de la configuration du serveur de l’exploitant.
          </li>
          <li>
            Si un administrateur crée un lien de réinitialisation pour votre compte, le journal des
            actions des administrateurs l’enregistre sous le numéro interne de votre compte, pas
            sous votre e-mail ni votre téléphone ; ce journal est gardé{" "}
            {days(STATED.auditRetentionDays)}, sauf si l’exploitant change ce délai.
          </li>
        </List>
      ),
    },
    {
      id: "cookies",
      heading: "Cookies",
      content: (
        <>
          <P>
            Un cookie est un petit fichier qu’un navigateur garde pour un site et lui renvoie à
            chaque requête. Ce site n’utilise aucun cookie de pistage ni de publicité,
            {googleAnalytics
              ? " et aucun autre site ne dépose de cookie par nos pages, sauf Google Analytics, activé par l’exploitant du site (voir « Mesure des visites »)."
              : " et aucun autre site ne dépose de cookie par nos pages."}{" "}
            Voici tous les cookies que le site dépose, chacun nécessaire à ce que vous lui demandez
            :
          </P>
          <CookieList
            lifetimeLabel="Durée :"
            cookies={{
              maarifa_learner: {
                purpose: "Vous garde connecté à votre compte.",
                lifetime: `${days(STATED.learnerSessionDays)} au plus ; la session prend fin après ${days(STATED.learnerIdleDays)} sans visite, ou quand vous vous déconnectez.`,
              },
              maarifa_learner_device: {
                purpose:
                  "Retient que ce navigateur s’est déjà connecté à votre compte, pour que les échecs d’autres personnes qui partagent votre adresse de connexion ne le bloquent pas. Envoyé seulement aux pages de connexion.",
                lifetime: `${days(STATED.learnerDeviceDays)}, renouvelé à chaque connexion.`,
              },
              maarifa_reset: {
                purpose:
                  "Garde le code du lien de réinitialisation que vous avez ouvert jusqu’au choix du nouveau mot de passe, pour qu’il ne reste pas dans la barre d’adresse. Envoyé seulement aux pages de réinitialisation.",
                lifetime: hours(STATED.resetLinkMinutes / 60),
              },
              maarifa_quiz: {
                purpose:
                  "Garde vos réponses aux quiz tant que vous n’êtes pas connecté, pour ajouter leurs résultats à votre compte quand vous le créez ou vous connectez ; il est alors supprimé. Il compte aussi vos échecs de suite à chaque quiz, et leur heure : après trois, vous attendez dix minutes avant la tentative suivante.",
                lifetime: `${days(STATED.quizCookieDays)}, ou jusqu’à votre connexion.`,
              },
              maarifa_visitor: {
                purpose:
                  "Une clé aléatoire sous laquelle le site note quand vous avez ouvert chaque leçon pour la première fois, pour qu’une leçon ne soit marquée comme terminée qu’après la moitié de sa durée ; ces heures rejoignent votre compte quand vous le créez ou vous connectez, et le cookie est alors supprimé.",
                lifetime: `${days(STATED.visitorKeyDays)}, ou jusqu’à votre connexion.`,
              },
              maarifa_media_version: {
                purpose:
                  "Retient la version des leçons téléversées que vous avez choisie (audio seul, légère, standard), pour les leçons suivantes.",
                lifetime: days(365),
              },
              maarifa_locale: {
                purpose:
                  "Retient la langue choisie dans le sélecteur de langue, pour la proposer en premier. Votre navigateur le dépose lui-même ; le serveur ne le lit jamais.",
                lifetime: days(STATED.localeCookieDays),
              },
              maarifa_admin: {
                purpose:
                  "Administrateurs seulement : garde un administrateur connecté au tableau de bord.",
                lifetime: `${hours(STATED.adminSessionHours)} au plus ; la session prend fin après ${hours(STATED.adminIdleHours)} sans activité.`,
              },
              maarifa_admin_device: {
                purpose:
                  "Administrateurs seulement : comme le cookie d’appareil des apprenants ; envoyé seulement aux pages d’administration.",
                lifetime: `${days(STATED.adminDeviceDays)}, renouvelé à chaque connexion.`,
              },
              maarifa_flash: {
                purpose:
                  "Administrateurs seulement : porte un court message (comme « Cours enregistré ») jusqu’à la page suivante.",
                lifetime: `${minutes(STATED.flashSeconds / 60)} au plus.`,
              },
              maarifa_admin_locale: {
                purpose:
                  "Administrateurs seulement : retient la langue choisie pour l’administration dans ce navigateur (le choix d’un administrateur nommé est aussi gardé avec son compte).",
                lifetime: days(STATED.adminLocaleCookieDays),
              },
            }}
          />
          <P>
            Sur une connexion sécurisée (<Ltr>https</Ltr>), le nom de ces cookies, sauf celui de la
            langue, commence par <CookieName>__Host-</CookieName> ou{" "}
            <CookieName>__Secure-</CookieName>, une protection imposée par le navigateur. Aucun
            script de la page ne peut les lire, sauf le cookie de langue.
          </P>
          <P>
            En dehors des cookies, le site garde dans votre navigateur les leçons terminées sans
            compte (stockage local) et, pour cette visite seulement (stockage de session), les
            leçons ajoutées à votre compte au moment de la connexion. Rien de cela ne parvient à
            d’autres que nous.
          </P>
          <P>
            Quand vous revenez sur le site, votre navigateur garde ses fichiers de présentation et
            une page « Pas de connexion » à afficher hors ligne, ainsi que les pages des cours que
            vous choisissez d’« Enregistrer hors ligne » : telles que les voit tout visiteur si vous
            n’êtes pas connecté, sinon telles que vous les voyez, avec votre progression ; celles-ci
            sont effacées de ce navigateur quand vous vous déconnectez. Vous voyez ces cours et la
            place qu’ils occupent dans votre compte et sur la page d’accueil, et pouvez les retirer
            à tout moment.
          </P>
          <P>
            Vous pouvez supprimer les cookies dans les réglages de votre navigateur à tout moment ;
            vous serez alors déconnecté de votre compte.
          </P>
        </>
      ),
    },
    {
      id: "retention",
      heading: "Durée de conservation",
      content: (
        <List>
          <li>
            Votre compte, votre progression, vos résultats et vos certificats : jusqu’à la
            suppression de votre compte.
          </li>
          <li>
            Une session de connexion : {days(STATED.learnerSessionDays)} au plus ; elle prend fin
            après {days(STATED.learnerIdleDays)} sans visite, quand vous vous déconnectez, ou quand
            vous changez votre mot de passe (vos autres appareils sont alors déconnectés).
          </li>
          <li>
            Un lien de réinitialisation : {hours(STATED.resetLinkMinutes / 60)}, et il ne sert
            qu’une fois.
          </li>
          <li>
            Les tentatives comptées par adresse de connexion : de{" "}
            {minutes(STATED.failureWindowMinutes)} à {hours(STATED.hourlyWindowMinutes / 60)}.
          </li>
          <li>
            Les relevés de visites détaillés : {days(STATED.analyticsRawDays)} ; ensuite, seuls les
            totaux par jour restent.
          </li>
          <li>
            Le journal des actions des administrateurs : {days(STATED.auditRetentionDays)}, sauf si
            l’exploitant change ce délai.
          </li>
          <li>
            Les sauvegardes faites par l’exploitant du site contiennent les données telles qu’elles
            étaient ce jour-là, et disparaissent avec ces sauvegardes.
          </li>
        </List>
      ),
    },
    {
      id: "access",
      heading: "Qui peut voir vos données",
      content: (
        <List>
          <li>Vous, sur la page de votre compte.</li>
          <li>
            Les administrateurs du site : le propriétaire et les éditeurs voient la liste des
            apprenants avec l’adresse e-mail ou le numéro de téléphone de chacun, sa date
            d’inscription et le nombre de cours commencés, pour aider par exemple qui a oublié son
            mot de passe. Aucun administrateur ne voit jamais votre mot de passe ni ne peut le
            connaître ; les statistiques des quiz et des visites qu’ils voient sont des nombres,
            sans noms.
          </li>
          <li>
            Qui exploite le serveur et la base de données du site peut techniquement accéder à leur
            contenu.
          </li>
          <li>
            Qui reçoit de vous le lien d’un certificat : seulement ce que montre le certificat.
          </li>
          <li>
            Personne d’autre : nous ne vendons, ne louons ni ne partageons vos données, et nous
            n’affichons aucune publicité. Si vous demandez un lien de réinitialisation par e-mail,
            nous vous l’envoyons par le service de messagerie qu’utilise le site.
          </li>
        </List>
      ),
    },
    {
      id: "delete",
      heading: "Supprimer votre compte",
      content: (
        <>
          <P>
            Sur <TextLink href={i.path("/account")}>la page de votre compte</TextLink>, choisissez «
            Supprimer le compte » et tapez le mot de confirmation. Sont alors supprimés aussitôt et
            définitivement :
          </P>
          <List>
            <li>
              votre compte : votre adresse e-mail ou votre numéro de téléphone, l’empreinte de votre
              mot de passe et le nom choisi pour les certificats ;
            </li>
            <li>votre progression dans les leçons et vos résultats aux quiz ;</li>
            <li>vos certificats, dont les liens cessent de fonctionner ;</li>
            <li>
              vos sessions sur tous vos appareils, vos appareils de confiance et vos liens de
              réinitialisation du mot de passe.
            </li>
          </List>
          <P>
            Il ne reste que ce qui ne vous désigne pas : les totaux de visites, le nombre de
            réponses par question, et l’éventuelle mention, dans le journal des administrateurs,
            d’un lien créé pour le numéro interne de votre compte, jusqu’à la fin de la durée de ce
            journal. Les copies de votre compte dans les sauvegardes disparaissent quand celles-ci
            sont remplacées. Si vous ne pouvez plus vous connecter, écrivez-nous et nous vous
            aiderons à le supprimer.
          </P>
        </>
      ),
    },
    {
      id: "contact",
      heading: "Vos droits et nous contacter",
      content: (
        <>
          <P>
            Vous pouvez nous demander ce que nous gardons sur vous, et nous demander de le corriger
            ou de le supprimer. Écrivez à{" "}
            <TextLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</TextLink>
            {supportPhone ? (
              <>
                {" "}
                ou appelez le{" "}
                <TextLink href={telHref(supportPhone)}>
                  <Ltr>{readablePhone(supportPhone)}</Ltr>
                </TextLink>
              </>
            ) : null}
            .
          </P>
          <P>
            Si nous modifions cette politique, nous mettons à jour cette page et sa date, en haut.
          </P>
        </>
      ),
    },
  ];
};
