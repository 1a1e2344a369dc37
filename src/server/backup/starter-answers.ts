/**
 * Answers bots give to the prompts of the starter content. Providers write copies and pick
 * votes but not prompt answers, so bots draw from this list: phrases that complete most
 * prompts of the library with some humour, sharing few significant words so that for any
 * prompt text several stay valid.
 */
export const STARTER_ANSWERS: readonly string[] = [
  'A SUSPICIOUS PENGUIN',
  'MY GRANDMOTHER',
  'TOO MUCH CHEESE',
  'A RUBBER DUCK',
  'THE NEIGHBOR CAT',
  'TINY DRAGONS',
  'A HAUNTED TOASTER',
  'EXPIRED COUPONS',
  'SOCKS AND SANDALS',
  'A MARCHING BAND',
  'INVISIBLE GLITTER',
  'UNLIMITED PANCAKES',
  'A SLEEPY LLAMA',
  'LOUD BAGPIPES',
  'SECOND BREAKFAST',
  'A PIRATE PARROT',
  'BUBBLE WRAP',
  'MYSTERIOUS GOO',
  'A DANCING ROBOT',
  'GRUMPY PIGEONS',
];
