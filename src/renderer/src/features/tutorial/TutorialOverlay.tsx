import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hasBackButton, isFinalStep, showsCard } from '../../../../shared/tutorial';
import { tutorialActive, tutorialProgress, useTutorialStore } from '../../stores/tutorial';
import { cardPosition, DEFAULT_CARD_SIZE, spotlightBox, type Size } from './placement';
import { TUTORIAL_CARDS } from './tutorial-cards';
import { useTargetBox } from './use-target-box';

const NO_TARGETS: readonly string[] = [];

/**
 * The tutorial's spotlight card. It never blocks the page: the player can click what the
 * spotlight shows (e.g. start the prompt round the card talks about).
 */
export function TutorialOverlay() {
  const status = useTutorialStore((state) => state.status);
  const progress = tutorialProgress(status);
  const card = TUTORIAL_CARDS[progress];
  const visible = tutorialActive(status) && showsCard(progress) && card !== undefined;
  const target = useTargetBox(card?.targets ?? NO_TARGETS, visible);
  const cardRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [cardSize, setCardSize] = useState<Size>(DEFAULT_CARD_SIZE);
  const [viewport, setViewport] = useState<Size>({
    width: window.innerWidth,
    height: window.innerHeight,
  });

  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useLayoutEffect(() => {
    const element = cardRef.current;
    if (!element || !element.offsetWidth) return;
    const measured = { width: element.offsetWidth, height: element.offsetHeight };
    setCardSize((previous) =>
      previous.width === measured.width && previous.height === measured.height
        ? previous
        : measured,
    );
  });

  useEffect(() => {
    // A new step takes keyboard focus so the tour can be followed without a mouse.
    if (visible) primaryRef.current?.focus();
  }, [progress, visible]);

  if (!visible || !card) return null;
  const { next, back, skip } = useTutorialStore.getState();
  const position = cardPosition(target, cardSize, viewport);
  const spot = target ? spotlightBox(target) : null;

  return (
    <div className="tutorial-layer">
      {spot ? (
        <div className="tutorial-spotlight" data-testid="tutorial-spotlight" style={{ ...spot }} />
      ) : (
        <div className="tutorial-dim" />
      )}
      <div
        ref={cardRef}
        className="tutorial-card"
        role="dialog"
        aria-modal="false"
        aria-labelledby="tutorial-card-title"
        aria-describedby="tutorial-card-body"
        style={{ top: position.top, left: position.left }}
      >
        <div className="tutorial-card__body">
          <h2 id="tutorial-card-title">{card.title}</h2>
          <p id="tutorial-card-body">{card.body}</p>
        </div>
        <div className="tutorial-card__actions">
          <button
            type="button"
            className="button button--ghost button--small tutorial-card__skip"
            onClick={() => void skip()}
          >
            Skip Tutorial
          </button>
          {hasBackButton(progress) && (
            <button type="button" className="button button--small" onClick={() => void back()}>
              Back
            </button>
          )}
          <button
            ref={primaryRef}
            type="button"
            className="button button--primary button--small"
            onClick={() => void next()}
          >
            {isFinalStep(progress) ? 'Finish' : 'Next'}
          </button>
        </div>
      </div>
    </div>
  );
}
