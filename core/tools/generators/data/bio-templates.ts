/**
 * The fixed wording of social-media-bio-generator: per tone, five variants, each an identity line
 * (with and without a name), an interests line and an emoji for each line. Written for this tool;
 * `{name}`, `{role}` and `{interests}` are filled in by the tool.
 */
export const BIO_TONES = ['professional', 'friendly', 'creative', 'witty', 'minimal'] as const;
export type BioTone = (typeof BIO_TONES)[number];

export interface BioVariant {
  identity: string;
  identityWithoutName: string;
  interests: string;
  identityEmoji: string;
  interestsEmoji: string;
}

const variants = (
  identity: readonly string[],
  identityWithoutName: readonly string[],
  interests: readonly string[],
  identityEmoji: readonly string[],
  interestsEmoji: readonly string[],
): BioVariant[] =>
  identity.map((line, i) => ({
    identity: line,
    identityWithoutName: identityWithoutName[i]!,
    interests: interests[i]!,
    identityEmoji: identityEmoji[i]!,
    interestsEmoji: interestsEmoji[i]!,
  }));

export const BIO_TEMPLATES: Record<BioTone, BioVariant[]> = {
  professional: variants(
    ['{name} | {role}', '{name}, {role}', '{role} · {name}', "I'm {name}, {role}.", '{name} — {role}'],
    ['{role}', '{role}', '{role}', '{role}.', '{role}'],
    ['Focused on {interests}', 'Specialising in {interests}', 'Working on {interests}', 'Interested in {interests}.', 'Expertise: {interests}'],
    ['💼', '💼', '📍', '👋', '🏢'],
    ['🎯', '🧠', '🛠️', '📚', '⭐'],
  ),
  friendly: variants(
    ["Hi, I'm {name}! {role}", '{name} here, {role}', 'Hey there! {name}, {role}', '{name} · {role}', 'Meet {name}: {role}'],
    ['{role}', '{role}', 'Hey there! {role}', '{role}', '{role}'],
    ['Into {interests}', 'Lover of {interests}', 'Usually found with {interests}', 'Happiest with {interests}', 'Big fan of {interests}'],
    ['👋', '😊', '🙌', '🌼', '☀️'],
    ['❤️', '✨', '🌿', '🎈', '💛'],
  ),
  creative: variants(
    ['{name} / {role}', '{name}: {role} with a story', '{name}, {role}, making things', '{role} · {name} · maker', '{name}, {role} and daydreamer'],
    ['{role}', '{role} with a story', '{role}, making things', '{role} · maker', '{role} and daydreamer'],
    ['Made of {interests}', 'Chasing {interests}', 'Fuelled by {interests}', 'Collecting {interests}', 'Dreaming in {interests}'],
    ['🎨', '📖', '✂️', '🛠️', '☁️'],
    ['🌈', '🦋', '⚡', '🧩', '🌙'],
  ),
  witty: variants(
    ['{name} | {role} by day, overthinker by night', '{name}. {role}. Powered by coffee.', '{name}, {role} and part-time snack critic', '{name} | {role} (yes, really)', '{name}: {role}, occasionally funny'],
    ['{role} by day, overthinker by night', '{role}. Powered by coffee.', '{role} and part-time snack critic', '{role} (yes, really)', '{role}, occasionally funny'],
    ['Will talk about {interests} for hours', 'Fluent in {interests}', 'Strong opinions on {interests}', 'Running on {interests}', 'Ask me about {interests}'],
    ['😏', '☕', '🍕', '🤓', '🙃'],
    ['💬', '🗣️', '🏅', '🔋', '❓'],
  ),
  minimal: variants(
    ['{name} · {role}', '{name} | {role}', '{name}, {role}', '{name} / {role}', '{name} — {role}'],
    ['{role}', '{role}', '{role}', '{role}', '{role}'],
    ['{interests}', 'On {interests}', 'Into {interests}', 'About {interests}', 'Also {interests}'],
    ['▪️', '▪️', '▪️', '▪️', '▪️'],
    ['▫️', '▫️', '▫️', '▫️', '▫️'],
  ),
};

/** Before the call to action, when emojis are on. */
export const CTA_EMOJI = '👇';
