"""Sentences about a set-up picture, in the reader's language.

The same catalog (``worked_example``) and habits as ``text.py``: templates
with real plural forms, numbers through the shared ``Narrator``. Players are
counted from 1, as the picture numbers them.

>>> import gettext, random, engine
>>> from engine.round import Deal
>>> narrator = SetupNarrator(Narrator(gettext.NullTranslations(), "en"))
>>> deal = Deal.shuffled(engine.ALL_FIVES, 3, random.Random(1), opener=0)
>>> narrator.deal_caption(deal)
'The deal for 3 players, face up here for teaching. Each hand holds 7 tiles. The boneyard holds 7 tiles, face down.'
>>> narrator.deal_alt(deal).split(". ")[0]
'Player 1 holds [4|5], [5|6], [1|5], [1|4], [4|4], [0|1], [0|5]'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Deal as CardDeal
from engine.round import Deal

from ..card_text import CardNarrator
from ..text import Narrator


@dataclass(frozen=True)
class SetupNarrator:
    """Writes the caption and the alt text of set-up pictures in one language."""

    narrator: Narrator

    def _(self, message: str) -> str:
        return self.narrator.translations.gettext(message)

    def _n(self, singular: str, plural: str, count: int) -> str:
        """A whole sentence in the plural form ``count`` needs, ``{count}`` filled in."""
        return self.narrator.translations.ngettext(singular, plural, count).replace(
            "{count}", self.narrator.number(count)
        )

    # -- dominoes ----------------------------------------------------------------------
    def _boneyard(self, deal: Deal) -> str:
        return self._n(
            "The boneyard holds {count} tile, face down.",
            "The boneyard holds {count} tiles, face down.",
            len(deal.boneyard),
        )

    def deal_caption(self, deal: Deal) -> str:
        return " ".join(
            [
                self._n(
                    "The deal for {count} player, face up here for teaching.",
                    "The deal for {count} players, face up here for teaching.",
                    deal.players,
                ),
                self._n(
                    "Each hand holds {count} tile.",
                    "Each hand holds {count} tiles.",
                    len(deal.hands[0]),
                ),
                self._boneyard(deal),
            ]
        )

    def deal_alt(self, deal: Deal) -> str:
        hands = [
            self._("Player {n} holds {tiles}.").format(
                n=self.narrator.number(seat + 1), tiles=", ".join(str(t) for t in hand)
            )
            for seat, hand in enumerate(deal.hands)
        ]
        return " ".join([*hands, self._boneyard(deal)])

    # -- Up or Down? ---------------------------------------------------------------------
    def piles(self, deal: CardDeal, top: str | None) -> list[str]:
        """The two draw piles, one sentence each; ``top`` the face-up pile's top card, if named."""
        down = self._n(
            "The face-down draw pile holds {count} card.",
            "The face-down draw pile holds {count} cards.",
            len(deal.face_down),
        )
        if top is None:
            up = self._n(
                "The face-up draw pile holds {count} card.",
                "The face-up draw pile holds {count} cards.",
                len(deal.face_up),
            )
        else:
            up = self._n(
                "The face-up draw pile holds {count} card; its top card is {top}.",
                "The face-up draw pile holds {count} cards; its top card is {top}.",
                len(deal.face_up),
            ).replace("{top}", top)
        return [down, up]

    def card_caption(self, deal: CardDeal) -> str:
        return " ".join(
            [
                self._n("Setup for {count} player.", "Setup for {count} players.", deal.players),
                self._n(
                    "The circle holds {count} card, in ascending order.",
                    "The circle holds {count} cards, in ascending order.",
                    len(deal.circle),
                ),
                *self.piles(deal, None),
                self._n(
                    "Each hand holds {count} card.",
                    "Each hand holds {count} cards.",
                    len(deal.hands[0]),
                ),
            ]
        )

    def card_alt(self, deal: CardDeal) -> str:
        cards = CardNarrator(self.narrator)
        circle = self._("The circle, clockwise from the top: {circle}.").format(
            circle=cards.cards(deal.circle)
        )
        return " ".join([circle, *self.piles(deal, cards.card(deal.face_up[0]))])
