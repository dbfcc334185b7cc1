// The French catalogue (issue #15, decision 0026): the same keys as ar.ts, typed by it. French
// puts a narrow no-break space (U+202F) before « : ; ! ? » and inside « » guillemets.
import type { Catalogue } from "./ar";

export const fr: Catalogue = {
  "site.brand": "Maarifa",
  "site.description":
    "Des cours gratuits en commerce, finance, technologie et développement professionnel pour les apprenants de Mauritanie.",
  "site.pageTitle": "{page} | {brand}",
  "site.skipToContent": "Aller au contenu",
  "site.loading": "Chargement…",
  "site.homeLinkLabel": "{brand} — Accueil",

  "header.navLabel": "Navigation principale",
  "header.searchLabel": "Rechercher un cours",
  "header.searchPlaceholder": "Rechercher des cours…",
  "header.courses": "Cours",
  "header.menu": "Menu",
  "header.signIn": "Connexion",
  "header.myAccount": "Mon compte",
  "header.accountLink": "Ma progression et mon compte",
  "header.signOut": "Se déconnecter",

  "language.switcherLabel": "Langue",
  "language.offer": "Cette page existe dans votre langue\u202f:",
  "language.offerDismiss": "Non merci",

  "footer.about":
    "Une plateforme d’apprentissage gratuite pour les apprenants de Mauritanie\u202f: commerce, finance, technologie et développement professionnel.",
  "footer.quickLinks": "Liens rapides",
  "footer.home": "Accueil",
  "footer.allCourses": "Tous les cours",
  "footer.register": "Inscription gratuite",
  "footer.aboutUs": "Qui sommes-nous",
  "footer.categories": "Catégories",
  "footer.contact": "Nous contacter",
  "footer.address": "Nouakchott, Mauritanie",
  "footer.copyright": "© {year, number,\u202f::group-off} {brand}. Tous droits réservés.",
  "footer.privacy": "Politique de confidentialité",
  "footer.terms": "Conditions d’utilisation",
  "footer.cookies": "Politique relative aux cookies",

  "mail.reset.subject": "Réinitialisation de votre mot de passe sur {brand}",
  "mail.reset.greeting": "Bonjour,",
  "mail.reset.intro":
    "Quelqu’un a demandé la réinitialisation du mot de passe de votre compte sur {brand}. Pour choisir un nouveau mot de passe, ouvrez ce lien :",
  "mail.reset.button": "Choisir un nouveau mot de passe",
  "mail.reset.validity":
    "Le lien est valable une heure et ne sert qu’une fois. Une fois utilisé, vos autres appareils sont déconnectés.",
  "mail.reset.ignore":
    "Si vous n’avez rien demandé, ignorez ce message : votre mot de passe n’a pas changé.",
  "error.notFound.title": "Page introuvable",
  "error.notFound.heading": "Désolé\u202f! Cette page est introuvable",
  "error.notFound.text": "Elle a peut-être été déplacée, ou le lien est incorrect.",
  "error.backHome": "Retour à l’accueil",
  "error.unexpected.heading": "Une erreur inattendue s’est produite\u202f!",
  "error.badRequest": "Requête invalide",
  "error.serverError": "Erreur du serveur",
  "error.unavailable.heading": "Le site est momentanément indisponible",
  "error.unavailable.text":
    "Nous rencontrons une courte panne et la réparons. Rechargez la page dans quelques secondes.",
  "error.retry": "Réessayer",

  "common.free": "Gratuit",
  "common.labelColon": "{label}\u202f:",
  "common.opensInNewWindow": " (s’ouvre dans une nouvelle fenêtre)",
  "common.percent": "({percent}\u202f%)",

  "count.lessons": "{count, plural, =0 {aucune leçon} one {# leçon} other {# leçons}}",
  "count.courses": "{count, plural, =0 {aucun cours} one {# cours} other {# cours}}",
  "count.learners": "{count, plural, =0 {aucun apprenant} one {# apprenant} other {# apprenants}}",
  "duration.minutes": "{minutes, plural, one {# minute} other {# minutes}}",
  "duration.hours": "{hours, plural, one {# heure} other {# heures}}",
  "duration.hoursAndMinutes": "{hours} {minutes}",

  "course.defaultDescription": "Un cours gratuit pour développer vos compétences pas à pas.",
  "course.defaultInstructor": "Formateur expérimenté",
  "course.defaultLessonTitle": "Leçon {number}",
  "category.business": "Commerce",
  "category.technology": "Technologie",
  "category.finance": "Finance",
  "category.marketing": "Marketing",
  "category.design": "Design",
  "difficulty.beginner": "Débutant",
  "difficulty.intermediate": "Intermédiaire",
  "difficulty.advanced": "Avancé",

  "home.title": "Formation gratuite en commerce, finance et technologie",
  "home.hero.badge": "100\u202f% gratuit",
  "home.hero.heading": "L’enseignement du commerce simplifié pour tous, 100\u202f% gratuit",
  "home.hero.text":
    "Des cours en commerce, finance, technologie et développement professionnel, conçus pour les apprenants de Mauritanie.",
  "home.startFree": "Commencer gratuitement",
  "home.watchDemo": "Voir la démonstration",
  "home.stats.learners": "Apprenants",
  "home.stats.courses": "Cours",
  "home.stats.free": "Gratuit",
  "home.stats.freeValue": "100\u202f%",
  "home.goals.heading": "Quel est votre objectif\u202f?",
  "home.goals.business": "Lancer mon entreprise en Mauritanie",
  "home.goals.finance": "Maîtriser la finance et bien investir",
  "home.goals.technology": "Apprendre la technologie et le numérique",
  "home.goals.wealth": "Bâtir mon patrimoine en comprenant les affaires",
  "home.goals.future": "Prendre en main mon avenir financier",
  "home.categories.heading": "Domaines d’apprentissage",
  "home.why.heading": "Pourquoi choisir {brand}\u202f?",
  "home.why.free.title": "Formation 100\u202f% gratuite",
  "home.why.free.text":
    "Tous les cours sont entièrement gratuits\u202f: aucun frais caché, aucune carte bancaire.",
  "home.why.local.title": "Un contenu proche de votre réalité",
  "home.why.local.text":
    "Des exemples du marché mauritanien\u202f: l’ouguiya, le paiement mobile, les petites entreprises.",
  "home.why.pace.title": "Apprenez à votre rythme",
  "home.why.pace.text":
    "De courtes leçons vidéo à regarder sur votre téléphone, quand vous voulez, à votre vitesse.",
  "home.featured.heading": "Cours à la une",
  "home.featured.all": "Voir tous les cours",
  "home.featured.empty": "Aucun cours disponible pour le moment. Revenez bientôt\u202f!",
  "home.access.heading": "Accès gratuit et illimité à tous les cours ({count})",
  "home.access.text": "Sans abonnement ni frais cachés. Il suffit d’avoir envie d’apprendre.",
  "home.ready.heading": "Prêt à commencer votre parcours\u202f?",
  "home.ready.text":
    "Rejoignez plus de {learners} qui développent leurs compétences en commerce, finance et technologie.",
  "home.ready.start": "Commencer maintenant",

  "card.startLearning": "Commencer",

  "catalogue.title": "Tous les cours",
  "catalogue.searchTitle": "Résultats pour «\u202f{query}\u202f»",
  "catalogue.description": "Parcourez tous les cours gratuits en commerce, finance et technologie.",
  "catalogue.heading": "Découvrez nos cours gratuits",
  "catalogue.intro":
    "Apprenez de nouvelles compétences en commerce, finance et technologie, gratuitement.",
  "catalogue.stats.courses": "Cours disponibles",
  "catalogue.stats.learners": "Apprenants",
  "catalogue.searchSummary": "Résultats pour «\u202f{query}\u202f»\u202f: {count}",
  "catalogue.filterSummary": "Cours correspondants\u202f: {count}",
  "catalogue.clear": "Effacer la recherche et les filtres",
  "catalogue.noMatch.heading": "Aucun cours ne correspond",
  "catalogue.noMatch.text":
    "Essayez d’autres mots ou retirez quelques filtres\u202f: vous trouverez peut-être ce que vous cherchez.",
  "catalogue.showAll": "Voir tous les cours",
  "catalogue.empty.heading": "Aucun cours disponible",
  "catalogue.empty.text": "Revenez bientôt\u202f! Nous préparons de nouveaux cours.",
  "catalogue.filters.label": "Filtrer les cours",
  "catalogue.filters.category": "Catégorie",
  "catalogue.filters.difficulty": "Niveau",
  "catalogue.filters.all": "Tous",
  "catalogue.pages.label": "Pages de résultats",
  "catalogue.pages.previous": "Précédent",
  "catalogue.pages.next": "Suivant",
  "catalogue.pages.page": "Page {number}",

  "course.notFound.title": "Cours introuvable",
  "course.notFound.text": "Ce cours a peut-être été retiré, ou n’est pas encore publié.",
  "course.notFound.browse": "Parcourir les cours",
  "course.back": "Retour aux cours",
  "course.noLessons": "Ce cours n’a pas encore de leçons.",
  "course.lessonHeading": "Au programme de cette leçon",
  "course.currentLesson": "Leçon {number}\u202f: {title}",
  "course.lessonsHeading": "Leçons du cours",
  "course.lessonsCount": "({count})",
  "course.nextLesson": "Leçon suivante",
  "course.episode": "Épisode {number} · {duration}",
  "course.resources": "Liens et ressources",
  "course.visitResource": "Ouvrir la ressource",
  "video.unavailable.heading": "Vidéo indisponible",
  "video.unavailable.text":
    "Le lien vidéo de cette leçon n’est pas valide. Essayez une autre leçon de la liste.",
  "video.watchOnYouTube":
    "Regarder la vidéo sur YouTube\u202f: {title} (s’ouvre dans une nouvelle fenêtre)",
  "video.play": "Lire la vidéo\u202f: {title}",

  "progress.continueHeading": "Reprendre l’apprentissage",
  "progress.count": "Leçons terminées\u202f: {completed} sur {total}",
  "progress.label": "Progression dans le cours",
  "progress.continueLabel": "Reprendre\u202f: {title}",
  "progress.continueFromHere": "Reprendre où vous en étiez",
  "progress.markComplete": "Marquer la leçon comme terminée",
  "progress.markIncomplete": "Marquer comme non terminée",
  "progress.completed": "Terminée",
  "progress.notCompleted": "Non terminée",

  "auth.title": "Inscription",
  "auth.heading": "Inscrivez-vous gratuitement et gardez votre progression",
  "auth.introFromProgress":
    "Créez un compte ou connectez-vous pour marquer les leçons terminées et suivre votre progression depuis n’importe quel appareil.",
  "auth.intro":
    "Avec un compte gratuit, vous marquez les leçons terminées et reprenez où vous en étiez, sur votre téléphone ou tout autre appareil. Les cours eux-mêmes sont ouverts à tous, sans compte.",
  "auth.signUp.heading": "Créer un compte",
  "auth.signUp.intro":
    "Saisissez votre adresse e-mail ou votre numéro de téléphone (ou les deux), puis choisissez un mot de passe.",
  "auth.signUp.submit": "Créer un compte gratuit",
  "auth.signIn.heading": "Déjà un compte\u202f? Connectez-vous",
  "auth.signIn.submit": "Se connecter",
  "auth.phone": "Numéro de téléphone",
  "auth.phone.placeholder": "22 12 34 56",
  "auth.phone.hint": "Un numéro mauritanien à 8 chiffres, avec ou sans +222.",
  "auth.email": "Adresse e-mail",
  "auth.email.placeholder": "nom@exemple.com",
  "auth.password": "Mot de passe",
  "auth.password.hint":
    "Au moins {min, plural, one {# caractère} other {# caractères}}. Une phrase de plusieurs mots est plus facile à retenir et plus difficile à deviner.",
  "auth.identifier": "Adresse e-mail ou numéro de téléphone",
  "auth.forgotPassword": "Mot de passe oublié\u202f?",

  "auth.error.missingCredentials":
    "Saisissez une adresse e-mail ou un numéro de téléphone, et un mot de passe.",
  "auth.error.invalidEmail": "Adresse e-mail non valide. Écrivez-la sous la forme nom@exemple.com.",
  "auth.error.invalidPhone":
    "Numéro de téléphone non valide. Saisissez votre numéro mauritanien à 8 chiffres (par exemple 22 12 34 56), ou un numéro international commençant par +.",
  "auth.error.phoneNotInUse":
    "Aucun numéro mauritanien ne correspond à ces chiffres. Vérifiez votre numéro, ou saisissez votre numéro international complet, commençant par +.",
  "auth.error.passwordTooShort":
    "Le mot de passe doit comporter au moins {min, plural, one {# caractère} other {# caractères}}.",
  "auth.error.passwordTooLong":
    "Le mot de passe ne doit pas dépasser {max, plural, one {# caractère} other {# caractères}}.",
  "auth.error.passwordCommon":
    "Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.",
  "auth.error.emailTaken":
    "Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt que d’en créer un nouveau.",
  "auth.error.phoneTaken":
    "Un compte existe déjà avec ce numéro. Connectez-vous plutôt que d’en créer un nouveau.",
  "auth.error.invalidCredentials":
    "Identifiants incorrects. Vérifiez l’adresse e-mail ou le numéro, et le mot de passe.",
  "auth.error.wrongCurrentPassword": "Le mot de passe actuel est incorrect.",
  "auth.error.confirmDeletion":
    "Écrivez «\u202f{word}\u202f» pour confirmer la suppression du compte.",
  "auth.error.tooManyAttempts":
    "Trop de tentatives échouées. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.error.tooManySignUps":
    "Trop de comptes ont été créés depuis cette connexion au cours de la dernière heure. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.passwordChanged": "Votre mot de passe a été modifié.",

  "account.title": "Mon compte",
  "account.signedInAs": "Connecté en tant que {label}",
  "account.courses": "Mes cours",
  "account.noProgress": "Vous n’avez encore terminé aucune leçon.",
  "account.browse": "Parcourir les cours",
  "account.continue": "Reprendre",
  "account.review": "Revoir le cours",
  "account.continueLabel": "Reprendre\u202f: {title}",
  "account.reviewLabel": "Revoir\u202f: {title}",
  "account.changePassword": "Changer le mot de passe",
  "account.currentPassword": "Mot de passe actuel",
  "account.newPassword": "Nouveau mot de passe",
  "account.newPassword.hint":
    "Au moins {min, plural, one {# caractère} other {# caractères}}. Vos autres appareils seront déconnectés.",
  "account.delete.heading": "Supprimer le compte",
  "account.delete.text":
    "Votre compte et toute votre progression seront supprimés définitivement, et tous vos appareils déconnectés. Cette action est irréversible.",
  "account.delete.word": "supprimer",
  "account.delete.confirmLabel": "Pour confirmer, écrivez «\u202f{word}\u202f»",
  "account.delete.submit": "Supprimer définitivement mon compte",

  "reset.forgot.title": "Mot de passe oublié",
  "reset.forgot.heading": "Mot de passe oublié\u202f?",
  "reset.forgot.subheading": "Demandez un lien pour choisir un nouveau mot de passe",
  "reset.forgot.intro":
    "Saisissez l’adresse e-mail de votre compte\u202f: nous y enverrons un lien valable une heure. Si vous avez créé votre compte avec un numéro de téléphone seulement, contactez l’équipe du site.",
  "reset.forgot.submit": "Envoyer le lien",
  "reset.backToSignIn": "Retour à la connexion",
  "reset.title": "Choisir un nouveau mot de passe",
  "reset.unusable.heading": "Ce lien ne peut pas être utilisé",
  "reset.unusable.before": "Vous pouvez demander un nouveau lien à l’équipe du site, ou",
  "reset.unusable.signIn": "vous connecter",
  "reset.unusable.after": "si vous vous souvenez de votre mot de passe.",
  "reset.choose.heading": "Choisissez un nouveau mot de passe",
  "reset.choose.forAccount":
    "Pour le compte {label}. Une fois enregistré, vous serez connecté ici et déconnecté de tous vos autres appareils.",
  "reset.newPassword": "Nouveau mot de passe",
  "reset.confirmPassword": "Confirmez le mot de passe",
  "reset.submit": "Enregistrer et se connecter",
  "reset.requestAnswered":
    "Si un compte utilise cette adresse e-mail, nous y avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable une heure et ne fonctionne qu’une fois. Vérifiez votre boîte de réception et vos courriers indésirables.",
  "reset.phoneGoesThroughAdmins":
    "Nous n’envoyons pas de SMS. Pour réinitialiser le mot de passe d’un compte créé avec un numéro de téléphone, contactez l’équipe du site\u202f: elle vous enverra un lien par WhatsApp ou par SMS.",
  "reset.missingEmail": "Saisissez l’adresse e-mail avec laquelle vous avez créé votre compte.",
  "reset.unavailable":
    "Il n’est pas possible de demander un lien de réinitialisation sur le site pour le moment. Contactez l’équipe du site\u202f: elle vous enverra un lien pour choisir un nouveau mot de passe.",
  "reset.missingLink":
    "Ouvrez à nouveau le lien de réinitialisation reçu. Si vous n’arrivez pas sur cette page, vérifiez que votre navigateur accepte les cookies.",
  "reset.unknownLink":
    "Ce lien n’est pas valide. Il a peut-être été copié en partie, ou remplacé par un lien plus récent. Demandez-en un nouveau.",
  "reset.expiredLink": "Ce lien a expiré (il est valable une heure). Demandez-en un nouveau.",
  "reset.usedLink":
    "Ce lien a déjà été utilisé\u202f; il ne fonctionne qu’une fois. Demandez-en un nouveau si besoin.",
  "reset.missingPassword": "Saisissez deux fois le nouveau mot de passe.",
  "reset.passwordsDiffer":
    "Les deux mots de passe ne correspondent pas. Saisissez le même dans les deux champs.",
  "reset.tooManyRequests":
    "Trop de demandes de réinitialisation. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  // Offline reading (issue #17).
  "offline.title": "Pas de connexion Internet",
  "offline.text":
    "Cette page n'est pas enregistrée sur votre appareil. Réessayez quand la connexion revient. Vous pouvez lire les cours que vous avez enregistrés hors ligne.",
  "offline.retry": "Réessayer",
  "offline.saved.heading": "Cours enregistrés pour une lecture hors ligne",
  "offline.saved.empty":
    "Vous n'avez encore enregistré aucun cours. Ouvrez un cours et appuyez sur « Enregistrer hors ligne ».",
  "offline.saved.remove": "Retirer",
  "offline.saved.storage": "Espace utilisé sur cet appareil : {used}",
  "offline.save": "Enregistrer hors ligne",
  "offline.saving": "Enregistrement…",
  "offline.savedCourse": "Enregistré pour une lecture hors ligne",
  "offline.saveFailed":
    "Échec de l'enregistrement. Vérifiez la connexion et l'espace disponible, puis réessayez.",
  "offline.removeSaved": "Retirer de l'appareil",
  // Lesson quizzes (issue #16).
  "quiz.heading": "Quiz de la leçon",
  "quiz.intro":
    "Répondez aux questions, puis vérifiez vos réponses. Note pour réussir\u202f: {passMark}\u202f%.",
  "quiz.question": "Question {number}",
  "quiz.chooseAll": "Choisissez toutes les bonnes réponses.",
  "quiz.submit": "Vérifier mes réponses",
  "quiz.resultHeading": "Votre résultat",
  "quiz.score": "{correct} sur {total} — {percent}\u202f%",
  "quiz.passed": "Réussi\u202f: vous avez atteint la note pour réussir ({passMark}\u202f%).",
  "quiz.notPassed":
    "Pas encore réussi\u202f: la note pour réussir est de {passMark}\u202f%. Revoyez la leçon et réessayez.",
  "quiz.right": "Bonne réponse",
  "quiz.wrong": "Mauvaise réponse",
  "quiz.correctOption": "bonne réponse",
  "quiz.yourChoice": "votre choix",
  "quiz.explanation": "Explication\u202f:",
  "quiz.tryAgain": "Réessayer",
  "quiz.bestPassed": "Votre meilleur résultat\u202f: {percent}\u202f% — réussi",
  "quiz.bestNotPassed": "Votre meilleur résultat\u202f: {percent}\u202f% — pas encore réussi",
  "quiz.visitorKept":
    "Vos réponses sont gardées dans ce navigateur. Créez un compte ou connectez-vous pour garder votre résultat dans votre compte.",
  "quiz.visitorSignIn": "Créer un compte gratuit ou se connecter",
  "quiz.tooManyAttempts":
    "Trop de tentatives pour ce quiz. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",

  // Privacy and terms pages (issue #17); their prose is in app/features/legal
  "legal.privacy.title": "Politique de confidentialité",
  "legal.privacy.description":
    "Ce que Maarifa garde sur vous, pourquoi, combien de temps, qui peut le voir, comment supprimer votre compte, et chaque cookie du site.",
  "legal.terms.title": "Conditions d’utilisation",
  "legal.terms.description":
    "Les conditions d’utilisation de Maarifa : cours gratuits, compte, usage acceptable, certificats et propriété des contenus.",
  "legal.updated": "Dernière mise à jour : {date}",
  "legal.contents": "Sur cette page",
  "legal.days": "{days, plural, one {# jour} other {# jours}}",
  "legal.auth.consent": "En créant un compte, vous acceptez les {terms} et la {privacy}.",
  "legal.auth.terms": "conditions d’utilisation",
  "legal.auth.privacy": "politique de confidentialité",

  // Certificates of completion (issue #16)
  "certificates.heading": "Certificat de réussite",
  "certificates.awardedTo": "Ce certificat est décerné à",
  "certificates.forCompleting": "pour avoir terminé le cours",
  "certificates.completedOn": "le {date}",
  "certificates.code": "Code de vérification : {code}",
  "certificates.verified": "Certificat authentique délivré par {brand}.",
  "certificates.pageTitle": "Certificat de réussite : {name}",
  "certificates.description": "{name} a terminé le cours « {course} » sur {brand} le {date}.",
  "certificates.imageAlt": "Certificat de réussite du cours « {course} » au nom de {name}",
  "certificates.print": "Imprimer le certificat",
  "certificates.share.heading": "Partager le certificat",
  "certificates.share.linkedin": "Ajouter à mon profil LinkedIn",
  "certificates.share.text":
    "J’ai terminé le cours « {course} » sur {brand}. Mon certificat peut être vérifié ici :",
  "certificates.offer.heading": "Certificat de réussite",
  "certificates.offer.text":
    "Vous avez terminé ce cours. Obtenez votre certificat : son lien et son code permettent à chacun de le vérifier.",
  "certificates.offer.claim": "Obtenir votre certificat",
  "certificates.offer.view": "Voir votre certificat",
  "certificates.offer.nameFirst": "Écrivez votre nom tel qu’il doit figurer sur le certificat.",
  "certificates.name.label": "Nom sur les certificats",
  "certificates.name.hint":
    "En lettres arabes ou latines, de 2 à {max} caractères. Les certificats déjà délivrés gardent le nom avec lequel ils l’ont été.",
  "certificates.name.save": "Enregistrer le nom",
  "certificates.name.saved": "Le nom a été enregistré.",
  "certificates.name.missing": "Écrivez votre nom tel qu’il doit figurer sur les certificats.",
  "certificates.name.length": "Le nom doit compter entre 2 et {max} caractères.",
  "certificates.name.characters":
    "Utilisez uniquement des lettres arabes ou latines, avec des espaces, des traits d’union, des apostrophes et des points.",
  "certificates.name.mixed":
    "Écrivez le nom soit en lettres arabes, soit en lettres latines, mais pas les deux.",
  "certificates.claim.title": "Obtenir votre certificat",
  "certificates.claim.notCompleted":
    "Vous n’avez pas encore terminé ce cours : marquez toutes ses leçons comme terminées et réussissez tous ses quiz, puis revenez ici.",
  "certificates.claim.back": "Retour au cours",
  "certificates.account.heading": "Mes certificats",
  "certificates.account.none":
    "Vous n’avez pas encore de certificat. Terminez un cours pour obtenir le sien.",
  "certificates.account.completedOn": "Terminé le {date}",
  "certificates.account.open": "Voir le certificat",
  "certificates.account.openLabel": "Voir le certificat « {title} »",
  "certificates.account.hide": "Masquer le certificat…",
  "certificates.account.hideText":
    "Une fois masqué, le lien et le code de ce certificat ne fonctionnent plus et personne ne peut plus le vérifier. Vous pourrez demander plus tard un nouveau certificat pour ce cours, avec un nouveau code.",
  "certificates.account.hideConfirm": "Oui, masquer ce certificat",
  "certificates.account.hidden": "Le certificat est masqué : son lien ne fonctionne plus.",
  // Share cards (issue #17).
  "share.whatsapp": "Partager sur WhatsApp",
  "share.copy": "Copier le lien",
  "share.copied": "Lien copié.",
  "share.more": "Partager…",
  "share.freeCourseOn": "Cours gratuit sur {brand}",
  "count.coursesMoreThan": "plus de {count, number} cours",
  "catalogue.countMoreThan": "plus de {count, number}",
  // Quiz attempts that teach (issue #27, decision 0042).
  "quiz.failedIntro":
    "Ces réponses étaient fausses. Les bonnes réponses et les explications s'affichent quand vous réussissez le quiz.",
  "quiz.yourWrongAnswer": "Votre réponse (fausse)\u202f:",
  "quiz.noAnswer": "Vous n'avez pas répondu à cette question\u202f: elle compte comme fausse.",
  "quiz.waitAfterFails":
    "Vous avez échoué trois fois de suite à ce quiz. Revoyez la leçon\u202f: vous pourrez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.",
  // The lesson completion rule (issue #27, decision 0041).
  "progress.tooEarly":
    "Trop tôt pour marquer cette leçon comme terminée : {minutes, plural, one {encore # minute} other {encore # minutes}}. Suivez d’abord la leçon.",
  // Certificates an employer can check on paper (issue #27): length, address, QR, Latin name.
  "certificates.length": "Durée du cours : {duration}",
  "certificates.verifyAt": "Pour vérifier ce certificat, scannez le code ou ouvrez :",
  "certificates.qrLabel": "Code QR de l’adresse de vérification du certificat",
  "certificates.bilingual.heading": "Imprimer le certificat en deux langues sur une feuille",
  "certificates.bilingual.fr": "Arabe et français",
  "certificates.bilingual.en": "Arabe et anglais",
  "certificates.bilingual.single": "Arabe seulement",
  "certificates.latinName.label": "Nom en lettres latines (facultatif)",
  "certificates.latinName.hint":
    "Figure sur les certificats en français et en anglais, par exemple Aicha Mint Mohamed : lettres latines, espaces, traits d’union et apostrophes, jusqu’à {max} caractères.",
  "certificates.latinName.length":
    "Le nom en lettres latines doit compter entre 2 et {max} caractères.",
  "certificates.latinName.characters":
    "Utilisez uniquement des lettres latines, des espaces, des traits d’union et des apostrophes.",
  // Honest offline copies (issue #27).
  "manifest.name": "Maarifa — cours gratuits",
  "video.offline.heading": "Cette vidéo a besoin d’une connexion Internet",
  "video.offline.text":
    "Le texte de la leçon est plus bas. Appuyez de nouveau sur lecture quand la connexion revient.",
  "progress.refused.text":
    "Le site n’a pas accepté une leçon que vous aviez marquée terminée sans connexion\u202f: elle n’est plus marquée.",
  "progress.refused.openLesson": "Ouvrir la leçon",
  "progress.refused.close": "Fermer",
  // True figures and working choices (issue #27, decision 0040).
  "figures.views": "{count, plural, =0 {aucune vue} one {# vue} other {# vues}}",
  "home.featured.forGoal": "Des cours pour votre objectif\u202f: {goal}.",
  "home.featured.everyGoal": "Voir tous les cours à la une",
  "home.featured.allInCategory": "Tous les cours\u202f: {category}",
  "home.ready.textWithoutFigure":
    "Rejoignez les apprenants qui développent leurs compétences en commerce, finance et technologie.",
  "footer.whatsapp": "Écrivez-nous sur WhatsApp",
  // Recovery codes and the /auth forms' returns (issue #27, decision 0043).
  "recovery.signedUp.heading": "Votre compte est prêt",
  "recovery.recovered.heading": "Votre nouveau mot de passe est enregistré",
  "recovery.shown.heading": "Votre code de secours",
  "recovery.shown.keep":
    "Notez ce code sur papier ou gardez-en une photo. Si vous oubliez votre mot de passe, il vous permet d'en choisir un nouveau, même sans adresse e-mail.",
  "recovery.shown.once":
    "Il n'est affiché que maintenant et ne sert qu'une fois : après usage, vous en recevez un nouveau. Vous pouvez aussi en créer un nouveau sur la page de votre compte.",
  "recovery.shown.continue": "Continuer",
  "recovery.form.heading": "Avec votre code de secours",
  "recovery.form.intro":
    "Saisissez votre numéro de téléphone ou votre adresse e-mail, le code de secours à 16 chiffres reçu à la création de votre compte, et un nouveau mot de passe.",
  "recovery.form.code": "Code de secours",
  "recovery.form.codeHint": "16 chiffres, avec ou sans espaces.",
  "recovery.form.submit": "Enregistrer le nouveau mot de passe",
  "recovery.byEmail.heading": "Par e-mail",
  "recovery.noCode":
    "Pas de code de secours ? Contactez l'équipe du site : elle vous enverra un lien pour choisir un nouveau mot de passe, par WhatsApp ou SMS.",
  "recovery.error.missingIdentifier":
    "Saisissez le numéro de téléphone ou l'adresse e-mail de votre compte.",
  "recovery.error.malformedCode":
    "Un code de secours a 16 chiffres. Vérifiez le code que vous avez noté.",
  "recovery.error.wrongCode":
    "Ce compte et ce code de secours ne correspondent pas. Vérifiez le numéro ou l'adresse et le code.",
  "recovery.account.heading": "Code de secours",
  "recovery.account.text":
    "Si vous oubliez votre mot de passe, votre code de secours vous permet d'en choisir un nouveau sans e-mail. Si vous l'avez perdu, créez-en un nouveau : l'ancien cesse alors de fonctionner.",
  "recovery.account.submit": "Créer un nouveau code de secours",
  "recovery.account.made":
    "Voici votre nouveau code de secours. Votre code précédent ne fonctionne plus.",
  "recovery.whatsapp.message":
    "{brand} : ouvrez ce lien pour choisir un nouveau mot de passe pour votre compte. Il fonctionne une fois, pendant une heure : {link}",
  // Saving uploaded lessons' media for offline (issue #28).
  "offline.mediaSize": "Avec les vidéos et l’audio de ses leçons, ce cours occupe {size}.",
  "offline.confirmSave": "Enregistrer",
  "offline.mediaUsed": "Occupe {size} sur cet appareil.",

  // An uploaded lesson's versions, their size and cost, its transcript (issue #28).
  "media.versions.label": "Versions de la leçon",
  "media.versions.intro":
    "Choisissez la version avant de lancer la lecture\u202f: sa taille et son coût approximatif en données mobiles.",
  "media.version.audio": "Audio seul",
  "media.version.light": "Légère",
  "media.version.standard": "Standard",
  "media.size": "{mb, number} Mo",
  "media.cost": "≈ {cost, number} MRU",
  "media.download": "Télécharger",
  "media.downloadLabel": "Télécharger la version {version}",
  "media.playerLabel": "Leçon\u202f: {title}",
  "media.captions.ar": "arabe",
  "media.captions.fr": "français",
  "media.captions.en": "anglais",
  "media.transcript.heading": "Transcription",

  // Classes (issue #29) : le lien d’inscription d’une classe, et les classes de l’apprenant.
  "join.title": "Rejoindre une classe",
  "join.heading": "Rejoindre la classe {name}",
  "join.text":
    "Votre enseignant verra votre progression dans les cours de cette classe\u202f: leçons terminées, scores aux quiz, certificats et date de votre dernière activité. Vous pouvez quitter la classe à tout moment depuis votre compte.",
  "join.submit": "Rejoindre",
  "join.already": "Vous êtes déjà dans cette classe.",
  "join.toAccount": "Mes classes",
  "join.visitor":
    "Connectez-vous ou créez d’abord un compte gratuit\u202f; vous reviendrez ici pour rejoindre la classe.",
  "join.signIn": "Se connecter",
  "join.signUp": "Créer un compte",
  "join.privacy": "Ce que voit votre enseignant",
  "account.classes.heading": "Mes classes",
  "account.classes.joined": "Vous avez rejoint la classe {name}.",
  "account.classes.left": "Vous avez quitté la classe {name}.",
  "account.classes.due": "À terminer pour le {date}",
  "account.classes.progress": "{done} leçons sur {total}",
  "account.classes.completed": "Terminé",
  "account.classes.noCourses": "Aucun cours attribué pour l’instant.",
  "account.classes.archived": "Cette classe est terminée.",
  "account.classes.leave": "Quitter la classe",
  "account.classes.leaveText":
    "Votre enseignant ne verra plus votre progression. Votre progression et vos certificats restent dans votre compte.",
  "account.classes.leaveConfirm": "Oui, quitter {name}",
  // Class sheet sign-in codes (issue #29, class-import).
  "signInCode.heading": "Se connecter avec un code de votre enseignant",
  "signInCode.intro":
    "Votre enseignant vous a donné une feuille avec votre code. Saisissez votre numéro de téléphone et le code, puis choisissez le mot de passe qui vous servira ensuite.",
  "signInCode.code": "Code de la feuille",
  "signInCode.codeHint": "8 lettres et chiffres, avec ou sans espace.",
  "signInCode.submit": "Se connecter et enregistrer le mot de passe",
  "signInCode.done.heading": "Bienvenue\u202f! Votre mot de passe est enregistré",
  "signInCode.error.malformedCode":
    "Le code compte 8 lettres et chiffres, comme sur la feuille de l’enseignant. Vérifiez ce que vous avez saisi.",
  "signInCode.error.wrongCode":
    "Ce code ne fonctionne pas\u202f: mal saisi, déjà utilisé ou expiré. Demandez une nouvelle feuille à votre enseignant.",
};
