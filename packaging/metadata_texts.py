"""The prose of Scorpion Qt's metadata in the three languages the app speaks, which
packaging/metadata.py puts around what it reads from the app's sources (the rule sets, the
options, the files). Edit here, then run ``python packaging/metadata.py``."""

from __future__ import annotations

#: every release, newest first: version, date, what it brought (English only, as Flathub has it)
RELEASES = (
    (
        "0.1.0",
        "2026-11-30",
        "First release: the game, saved games and statistics, desktop packages.",
    ),
)

#: the rule sets' count in words (the summary says it), from two to twelve
NUMBERS = {
    "en": ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
           "twelve"),
    "de": ("zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf",
           "zwölf"),
    "tr": ("iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz", "on", "on bir",
           "on iki"),
}  # fmt: skip

#: the prose of the metainfo, in each language: the summary ({count}: how many rule sets),
#: a paragraph on the game, the head of the rule sets' list, and the features
TEXTS: dict[str, dict[str, str | tuple[str, ...]]] = {
    "en": {
        "summary": "Solitaire in {count} variants",
        "about": (
            "Scorpion is a patience game played with one deck: seven columns of seven cards, "
            "twelve of them face-down, and three cards in reserve. Build down in suit (any face-up"
            " card moves with everything on top of it), fill empty columns with Kings only, and "
            "complete four King-to-Ace runs to win."
        ),
        "rule_sets": (
            "{Count} rule sets of the Scorpion family, each with its own daily deals and "
            "statistics:"
        ),
        "features": (
            (
                "Drag and drop, click to move, double-click a card to play it to its best place, "
                "or play with the keyboard alone"
            ),
            "Unlimited undo and redo, and games that resume where you left them",
            (
                "Hints from a solver that also says whether the game can still be won, and after a"
                " loss, where it slipped away"
            ),
            (
                "Numbered deals that give the same layout on every computer, and a daily deal "
                "proven winnable"
            ),
            "Statistics, a history of every game with its replay, personal bests and par",
            (
                "Light and dark window colours, three card decks and several felts; the board can "
                "be read with a screen reader"
            ),
        ),
        "captions": (
            "A game of Classic Scorpion in progress",
            "Three Blind Mice in the dark colour scheme",
        ),
    },
    "de": {
        "summary": "Patience in {count} Varianten",
        "about": (
            "Scorpion ist eine Patience mit einem Blatt: sieben Spalten zu je sieben Karten, zwölf"
            " davon verdeckt, und drei Karten in der Reserve. Lege absteigend in derselben Farbe "
            "an (jede offene Karte wandert mit allem, was darauf liegt), fülle leere Spalten nur "
            "mit Königen und bilde vier Folgen vom König bis zum Ass, um zu gewinnen."
        ),
        "rule_sets": (
            "{Count} Regeln der Scorpion-Familie, jede mit eigenen Tagesverteilungen und eigener "
            "Statistik:"
        ),
        "features": (
            (
                "Ziehen und ablegen, zum Verschieben klicken, eine Karte doppelt anklicken, damit "
                "sie an ihren besten Platz kommt, oder nur mit der Tastatur spielen"
            ),
            (
                "Unbegrenztes Rückgängigmachen und Wiederholen, und Spiele, die dort weitergehen, "
                "wo du aufgehört hast"
            ),
            (
                "Tipps von einem Löser, der auch sagt, ob das Spiel noch zu gewinnen ist, und nach"
                " einer Niederlage, wo es verloren ging"
            ),
            (
                "Nummerierte Verteilungen, die auf jedem Rechner gleich ausfallen, und eine "
                "Tagesverteilung, die nachweislich zu gewinnen ist"
            ),
            "Statistik, eine Liste aller Spiele mit Wiedergabe, persönliche Bestwerte und Par",
            (
                "Helle und dunkle Fensterfarben, drei Kartenblätter und mehrere Tischfarben; ein "
                "Bildschirmleser kann das Spielfeld vorlesen"
            ),
        ),
        "captions": (
            "Ein laufendes Spiel Scorpion mit den klassischen Regeln",
            "Three Blind Mice mit dunklen Fensterfarben",
        ),
    },
    "tr": {
        "summary": "{Count} çeşit solitaire oyunu",
        "about": (
            "Scorpion tek desteyle oynanan bir solitaire oyunudur: her biri yedi karttan oluşan "
            "yedi sütun, bunlardan on ikisi kapalı, ve yedekte üç kart. Kartları aynı türden, "
            "azalan sırayla dizin (açık her kart, üzerine konmuş kartlarla birlikte taşınır), boş "
            "sütunlara yalnızca Papaz koyun ve kazanmak için Papazdan Asa kadar dört dizi "
            "tamamlayın."
        ),
        "rule_sets": (
            "Scorpion ailesinden {count} kural; her birinin kendi günlük dağıtımları ve "
            "istatistikleri var:"
        ),
        "features": (
            (
                "Sürükleyip bırakın, taşımak için tıklayın, bir karta çift tıklayarak onu en uygun"
                " yerine gönderin ya da yalnızca klavyeyle oynayın"
            ),
            "Sınırsız geri alma ve yineleme, kaldığınız yerden devam eden oyunlar",
            (
                "Oyunun hâlâ kazanılıp kazanılamayacağını da söyleyen bir çözücüden ipuçları ve "
                "bir kayıptan sonra oyunun nerede elden kaçtığı"
            ),
            (
                "Her bilgisayarda aynı dizilişi veren numaralı dağıtımlar ve kazanılabileceği "
                "kanıtlanmış bir günlük dağıtım"
            ),
            "İstatistikler, her oyunun tekrar izlenebilen geçmişi, kişisel rekorlar ve par",
            (
                "Açık ve koyu pencere renkleri, üç kart destesi ve birkaç masa rengi; ekran "
                "okuyucu oyun alanını okuyabilir"
            ),
        ),
        "captions": (
            "Klasik kurallarla süren bir Scorpion oyunu",
            "Koyu renk düzeninde Three Blind Mice",
        ),
    },
}

#: the screenshots, in the order of the captions above: the first is the default one (and
#: the README's), the second the dark one
SCREENSHOT_FILES = ("board.png", "board-dark.png")
#: the words a software centre or a launcher finds the app by, in the metainfo and the
#: desktop entry alike (a test holds the desktop entry's to these)
KEYWORDS = {
    "en": ("solitaire", "patience", "cards", "scorpion"),
    "de": ("Patience", "Solitär", "Karten", "Kartenspiel", "Skorpion", "scorpion"),
    "tr": ("solitaire", "pasyans", "kart", "iskambil", "akrep", "scorpion"),
}

MAN_ABOUT = """Scorpion Qt plays the Scorpion solitaire: seven columns of seven cards, twelve of
them face-down, three in reserve.
Build down in suit, fill empty columns with Kings only, and complete four
King-to-Ace runs.
Without options it resumes the game played last, or deals a new one."""
