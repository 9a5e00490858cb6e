"""What a table shows of Resafa's cards (re-exported by ``facts``): special, bonus and
sack cards, canal bonus tiles, the halves of action cards, the options of a card with a
choice, and the starting workshops."""

from __future__ import annotations

from ..components import components
from ..components.numbers import Gain
from ..components.records import Effect, Pink
from ..rules.effects import discounted
from ..text.events import BOT_NAME
from .board import gain_text
from .types import ActionCardFacts, CardFacts

LEVELS = ("I", "II", "III")


def special(card: str) -> CardFacts:
    """A special card: colour, level, title, effect, end-game VP, timing."""
    s = components().specials[card]
    title = f"{s.colour.capitalize()} {LEVELS[s.level - 1]}"
    return CardFacts(s.id, s.colour, s.level, title, s.text, s.end_vp, s.timing)


def bonus(card: str) -> CardFacts:
    """A bonus card: colour, level and effect."""
    c = components()
    b = c.bonus_cards[card]
    text = c.bonus_effects[b.effect].text
    title = f"{b.colour.capitalize()} bonus {LEVELS[b.level - 1]}"
    return CardFacts(b.id, b.colour, b.level, title, text)


def sack(card: str) -> CardFacts:
    """A sack card and its effect."""
    return CardFacts(card, "", 0, "Sack card", components().sacks[card].text)


def canal_bonus(tile: str) -> str:
    """The effect of a canal bonus tile."""
    return components().canal_bonus[tile.split("-")[0]].text


def action_card(card: str) -> ActionCardFacts:
    """The two halves of an action card (a yellow special card: any main action)."""
    c = components()
    if card in c.specials:
        s = c.specials[card]
        if s.level > 1:
            word = "any action" if s.level == 2 else "any two actions"
            return ActionCardFacts(card, "Y", word, "", "", "", True)
        p = c.pairings[s.pairing]
        return ActionCardFacts(card, "Y", p.top, p.bottom, "", "", False)
    set_id, pairing = card.split("-", 1)
    a_set = next(s for s in c.action_sets if s.id == set_id)
    p = c.pairings[pairing]
    top, bottom = a_set.colours[pairing]
    return ActionCardFacts(card, a_set.letter, p.top, p.bottom, top, bottom, False)


def card_choices(card: str) -> tuple[str, ...]:
    """The options of a bonus, sack or special card that offers a choice (else ``()``)."""
    c = components()
    if card in c.specials:
        eff = c.specials[card].effect
    elif card in c.bonus_cards:
        eff = c.bonus_effects[c.bonus_cards[card].effect].effect
    elif card in c.sacks:
        eff = c.sacks[card].effect
    else:
        return ()
    return tuple(gain_text(g) for g in eff.options)


def start_workshops() -> tuple[tuple[str, int, int], ...]:
    """The two starting workshops each player turns at set-up: (tile, x, y)."""
    starts = [w.id for w in components().workshops.values() if w.level == 0]
    return tuple((tile, i, i) for i, tile in enumerate(starts[:2]))


def bot_name() -> str:
    """The automa's name (the solo mode's Resafabot)."""
    return BOT_NAME


_PER = {
    "bases": ("base", "base"),
    "blue_specials": ("blue card", "blue"),
    "white_specials": ("white card", "white"),
    "yellow_specials": ("yellow card", "yellow"),
    "camels": ("camel", "camel"),
    "canals": ("canal", "canal"),
    "squares": ("square", "square"),
    "specials": ("special", "special"),
    "water": ("cube", "cube"),
    "built_workshops": ("workshop", "workshop"),
    "square_tokens": ("square token", "token"),
    "pairs": ("pair", "pair"),
}
_CONVERTS = {
    "rare": ("rare good", "rare"),
    "coin": ("coin", "coin"),
    "resource": ("stone/marble", "stone"),
}
_GRANTS = {
    "workshop_l1": "workshop I",
    "workshop_l2": "workshop II",
    "trading_freemove": "trading",
    "base": "trading base",
}


def special_gist(card: str) -> tuple[str, ...]:
    """A special card's effect in a few words, from its data, for a small face on the
    board (``special(card).text`` says it whole): the fullest form first, then shorter
    ones, each whole — ``("4 VP; 3/white card", "4 VP; 3/white")``, ``("any main, +2
    coins + 1 VP", "any main")``, ``("each canal: -1 coin", "canal: -1 coin", ...)``."""
    s = components().specials[card]
    e = s.effect
    if s.pink is not None:
        return _pink_gist(s.end_vp, s.pink)
    gains = "+" + gain_text(e.gain) if e.gain else ""
    if e.options:
        gains = (gains + " + " if gains else "+") + "a choice"
    if s.timing == "action_card":
        if s.mains:
            what = "any main" if s.mains == 1 else "two mains"
        else:
            p = components().pairings[s.pairing]
            what = f"{p.top}/{p.bottom}"
            said = f"{p.top} or {p.bottom}"  # in words first, the slash where room is short
            if gains:
                return (f"{said}, {gains}", f"{what}, {gains}", what)
            return (said, what)
        return (f"{what}, {gains}", what) if gains else (what,)
    m = e.mods
    offs = {"coin": m.coin_off, "stone": m.stone_off, "marble": m.marble_off}
    mods = [f"-{gain_text(Gain(**{k: n}))}" for k, n in offs.items() if n]
    mods += ["free"] * m.free + ["free move"] * m.free_move + ["free base"] * m.base_free
    mods += ["flip a tile"] * m.flip_any + [f"+{m.vp} VP"] * bool(m.vp)
    mods += [f"+{m.trade_vp} VP"] * bool(m.trade_vp)
    cheaper = [gain_text(Gain(**{k: n})) for k, n in offs.items() if n]
    # only a lower price: said in words first ("each canal costs 1 coin less")
    less = " + ".join(cheaper) + " less" if cheaper and len(cheaper) == len(mods) else ""
    if e.during:
        word = _GRANTS.get(e.during, e.during)
        rest = " ".join(x for x in [gains, *mods] if x)
        tight = "".join(x.replace(" + ", "+") for x in [gains, *mods] if x)
        cost = (f"each {word} costs {less}",) if less and not gains else ()
        return (*cost, f"each {word}: {rest}", f"{word}: {rest}", f"{word}: {tight}")
    acts = [_GRANTS.get(a, a) for a in e.actions]
    if e.distinct:
        acts.append(f"{e.distinct} productions")
    said = " & ".join(dict.fromkeys(acts))
    if len(acts) > 1 and len(set(acts)) == 1:
        said = f"{acts[0]} ×{len(acts)}"
    sized = f"{m.size} {said}" if m.size and said else said
    forms = [
        f"{sized} for {less}" if less and sized and not gains else "",
        ", ".join(x for x in [gains, " ".join(x for x in [sized, *mods] if x)] if x),
        " ".join(x for x in [sized, *mods] if x),
        " ".join(x for x in [said, *mods] if x),
        said,
    ]
    return tuple(dict.fromkeys(x for x in forms if x))


def _pink_gist(end_vp: int, pink: Pink) -> tuple[str, ...]:
    start = f"{end_vp} VP; " if end_vp else ""
    forms: tuple[str, ...]
    if pink.per:
        long, brief = _PER.get(pink.per, (pink.per, pink.per))
        most = f" (max {pink.max})" if pink.max else ""
        forms = (
            f"{pink.vp} VP per {long}{most}",
            f"{pink.vp} VP per {brief}",
            f"{pink.vp}/{long}{most}",
            f"{pink.vp}/{brief}",
        )
    elif pink.convert:
        what, brief = _CONVERTS[pink.convert]
        forms = (
            f"{pink.max} {what} → {pink.vp} VP each",
            f"{what} → {pink.vp} VP",
            f"{brief} → {pink.vp} VP",
        )
    elif pink.repeat:
        forms = ("a pink card again", "pink again", "pink ×2")
    else:
        forms = ("scarabs score higher", "scarabs higher")
    return tuple(dict.fromkeys(start + x for x in forms))


_VP_PER = {
    "tokens": ("merchant token", "token"),
    "camels": ("camel", "camel"),
    "workshops": ("workshop", "workshop"),
    "gardens": ("garden tile", "garden"),
}


def effect_gist(e: Effect) -> tuple[str, ...]:
    """A bonus or sack card's or a canal bonus tile's effect in a few words, from its data,
    for a small face (``card_text`` says it whole): the fullest form first, then shorter
    ones, each whole — ``("canal: 1 coin → 2 marble",)``, ``("sell marble: +2 VP each, up
    to 3", "sell marble: +2 VP ×3")``, ``("5 workshops: +2 sack cards + 2 VP + 1 coin",
    ...)``. A table shortens the words further (``2 coins`` → ``2c``)."""
    m = e.mods
    pieces: list[tuple[str, ...]] = []
    gains = gain_text(e.gain) if e.gain else ""
    if e.pay and gains:
        pieces.append((f"{gain_text(e.pay)} → {gains}",))
    elif e.pay:
        pieces.append((f"pay {gain_text(e.pay)}",))
    elif gains:
        pieces.append((f"+{gains}",))
    if e.options:
        said = " or ".join(gain_text(g) for g in e.options)
        pieces.append((f"one of {said}", said))
    if e.actions:
        what = " & ".join(_GRANTS.get(a, a) for a in e.actions)
        sized = f"{m.size} {what}" if m.size else what
        green = (", no green bonus", ", no green") if m.no_green else ("", "")
        if e.actions == ("garden",) and m.size:  # a bare garden: its own price
            cost = discounted(getattr(components().facts, f"{m.size}_garden_cost"), m)
            sized = f"{gain_text(cost)} → {sized}"
        pieces.append((sized + green[0], sized + green[1], sized))
    if m.sell_good:
        each = gain_text(Gain(coin=m.sell_coin, vp=m.sell_vp))
        pieces.append(
            (
                f"sell {m.sell_good}: +{each} each, up to {m.sell_max}",
                f"sell {m.sell_good}: +{each} ×{m.sell_max}",
            )
        )
    offs = {"coin": m.coin_off, "stone": m.stone_off, "marble": m.marble_off}
    less = " ".join(f"-{gain_text(Gain(**{k: n}))}" for k, n in offs.items() if n)
    if less:
        pieces.append((less,))
    if m.vp_per_canal:
        pieces.append(("then 1 VP per canal built", "+1 VP/canal"))
    if m.flip_tile or m.flip_any:
        pieces.append(("may flip a tile", "flip a tile", "flip"))
    if e.vp_per:
        long, brief = _VP_PER.get(e.vp_per, (e.vp_per, e.vp_per))
        pieces.append((f"1 VP per {long}", f"1 VP per {brief}"))
    heads = ["", ""]
    for n, what in ((e.need_workshops, "workshop"), (e.need_canals, "canal")):
        if n:
            heads[0] += f"with {n} {what}{'s' * (n != 1)}: "
            heads[1] += f"{n}+ {what}{'s' * (n != 1)}: "
    during = "" if m.sell_good else _GRANTS.get(e.during, e.during)  # a sale is a trade
    forms = []
    for k in range(3):
        head = heads[min(k, 1)] + (f"{during}: " if during else "")
        forms.append(head + ", ".join(p[min(k, len(p) - 1)] for p in pieces))
    return tuple(dict.fromkeys(x for x in forms if x.strip(": ")))


def bonus_gist(card: str) -> tuple[str, ...]:
    """A bonus card's effect in a few words (``effect_gist``)."""
    c = components()
    return effect_gist(c.bonus_effects[c.bonus_cards[card].effect].effect)


def sack_gist(card: str) -> tuple[str, ...]:
    """A sack card's effect in a few words (``effect_gist``)."""
    return effect_gist(components().sacks[card].effect)


def canal_bonus_gist(tile: str) -> tuple[str, ...]:
    """A canal bonus tile's effect in a few words (``effect_gist``)."""
    return effect_gist(components().canal_bonus[tile.split("-")[0]].effect)
