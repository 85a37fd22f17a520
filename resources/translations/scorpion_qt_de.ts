<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>New game: {rules}, {deal}</source>
        <translation>Neues Spiel: {rules}, {deal}</translation>
    </message>
    <message>
        <source>No moves left: undo, restart this deal or start a new game</source>
        <translation>Kein Zug mehr möglich: rückgängig machen, diese Verteilung neu starten oder ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>You won! Score {score}, {moves} moves, time {time}</source>
        <translation>Gewonnen! Punkte {score}, {moves} Züge, Zeit {time}</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Classic (traditional court cards)</source>
        <translation>Klassisch (traditionelle Bildkarten)</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Großdruck</translation>
    </message>
    <message>
        <source>Blue diamonds</source>
        <translation>Blaue Rauten</translation>
    </message>
    <message>
        <source>Blue, with aces</source>
        <translation>Blau, mit Assen</translation>
    </message>
    <message>
        <source>Red, with aces</source>
        <translation>Rot, mit Assen</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Wine red</source>
        <translation>Weinrot</translation>
    </message>
    <message>
        <source>Dark (low glare)</source>
        <translation>Dunkel (blendarm)</translation>
    </message>
    <message>
        <source>Plain black (high contrast)</source>
        <translation>Schlicht schwarz (hoher Kontrast)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Karten:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <source>Window colours</source>
        <translation>Fensterfarben</translation>
    </message>
    <message>
        <source>&amp;Window colours:</source>
        <translation>&amp;Fensterfarben:</translation>
    </message>
</context>
<context>
    <name>BestNews</name>
    <message>
        <source>Your first win under the {rules} rules!</source>
        <translation>Dein erster Sieg mit den Regeln {rules}!</translation>
    </message>
    <message>
        <source>New best score: {score} (was {before})</source>
        <translation>Neue Bestpunktzahl: {score} (bisher {before})</translation>
    </message>
    <message>
        <source>Fewest moves yet: {moves} (was {before})</source>
        <translation>So wenige Züge wie nie: {moves} (bisher {before})</translation>
    </message>
    <message>
        <source>Fastest win yet: {time} (was {before})</source>
        <translation>Schnellster Sieg bisher: {time} (zuvor {before})</translation>
    </message>
    <message>
        <source>{wins} wins in a row — your longest streak yet</source>
        <translation>{wins} Siege in Folge — deine längste Serie bisher</translation>
    </message>
    <message>
        <source>{wins} wins in a row — as many as your best</source>
        <translation>{wins} Siege in Folge — so viele wie in deiner besten Serie</translation>
    </message>
    <message>
        <source>{wins} wins in a row — your best is {best}</source>
        <translation>{wins} Siege in Folge — deine beste Serie: {best}</translation>
    </message>
</context>
<context>
    <name>BlunderCheck</name>
    <message>
        <source>&amp;Play It</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <source>Losing Move</source>
        <extracomment>how long a move waits for the solver&apos;s verdict before it is played without one the worker&apos;s own time limit for the verdict (it stops there even if nobody cancels it) the purpose of its solver jobs: a newer check cancels the one before the question is shown (its box is :attr:`box`) a move held back was played (True) or dropped (False)</extracomment>
        <translation>Verlierender Zug</translation>
    </message>
    <message>
        <source>This move loses a winnable game. Play it anyway?</source>
        <translation>Dieser Zug verliert ein gewinnbares Spiel. Trotzdem ziehen?</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Scorpion board</source>
        <translation>Scorpion-Spielfeld</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>Ace</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>König</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Foundation {number}</source>
        <translation>Zielstapel {number}</translation>
    </message>
    <message>
        <source>Cell {number}</source>
        <translation>Zelle {number}</translation>
    </message>
    <message>
        <source>Column {number}</source>
        <translation>Spalte {number}</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>1 card, face down</source>
        <translation>1 Karte, verdeckt</translation>
    </message>
    <message>
        <source>{count} cards, all face down</source>
        <translation>{count} Karten, alle verdeckt</translation>
    </message>
    <message>
        <source>1 card: {cards}</source>
        <translation>1 Karte: {cards}</translation>
    </message>
    <message>
        <source>{count} cards: {cards}</source>
        <translation>{count} Karten: {cards}</translation>
    </message>
    <message>
        <source>{count} cards: {down} face down, then {cards}</source>
        <translation>{count} Karten: {down} verdeckt, dann {cards}</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>Lowest to highest</source>
        <translation>Niedrigste bis höchste</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Gewonnene Spiele (%)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games yet&lt;/h3&gt;&lt;p&gt;Charts of your scores and wins appear here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Noch keine Spiele&lt;/h3&gt;&lt;p&gt;Hier erscheinen Diagramme deiner Punkte und Siege.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Durchschnittliche Punktzahl</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Nicht gewonnen</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games match&lt;/h3&gt;&lt;p&gt;Try other rules, results, grades or dates.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Keine passenden Spiele&lt;/h3&gt;&lt;p&gt;Versuche andere Regeln, Ergebnisse, Stufen oder Zeiträume.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Games won among the last {count} games</source>
        <translation>Gewonnene Spiele unter den letzten {count} Spielen</translation>
    </message>
    <message>
        <source>Average score by period</source>
        <translation>Durchschnittliche Punktzahl je Zeitraum</translation>
    </message>
    <message>
        <source>Score per game</source>
        <translation>Punkte pro Spiel</translation>
    </message>
    <message>
        <source>Games: {games}. Games a point sums up, on average: {each}.</source>
        <translation>Spiele: {games}. Spiele je Punkt im Schnitt: {each}.</translation>
    </message>
    <message>
        <source>Games: {games}. Each point is one game.</source>
        <translation>Spiele: {games}. Jeder Punkt ist ein Spiel.</translation>
    </message>
    <message>
        <source>The share of games won is drawn once {count} games are played.</source>
        <translation>Der Anteil gewonnener Spiele wird gezeichnet, sobald {count} Spiele gespielt sind.</translation>
    </message>
</context>
<context>
    <name>ClubChoice</name>
    <message>
        <source>Board</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
</context>
<context>
    <name>ClubPanel</name>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>Your clubs</source>
        <translation>Deine Clubs</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>Code &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Renew Code…</source>
        <translation>Code &amp;erneuern…</translation>
    </message>
    <message>
        <source>Lea&amp;ve Club…</source>
        <translation>Club &amp;verlassen…</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>Crea&amp;te a Club…</source>
        <translation>Club &amp;gründen…</translation>
    </message>
    <message>
        <source>Clubs news</source>
        <translation>Neues zu den Clubs</translation>
    </message>
    <message>
        <source>Your c&amp;lubs:</source>
        <translation>Deine C&amp;lubs:</translation>
    </message>
    <message>
        <source>Invite c&amp;ode:</source>
        <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
        <source>Reading your clubs…</source>
        <translation>Deine Clubs werden gelesen…</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Beitritt läuft…</translation>
    </message>
    <message>
        <source>Create a Club</source>
        <translation>Club gründen</translation>
    </message>
    <message>
        <source>The club&apos;s name:</source>
        <translation>Name des Clubs:</translation>
    </message>
    <message>
        <source>Club name</source>
        <translation>Clubname</translation>
    </message>
    <message>
        <source>Creating the club…</source>
        <translation>Der Club wird gegründet…</translation>
    </message>
    <message>
        <source>Give “{name}” a new invite code? The old code stops working at once: whoever has not joined with it yet needs the new one.</source>
        <translation>„{name}“ einen neuen Einladungscode geben? Der alte Code gilt sofort nicht mehr: Wer damit noch nicht beigetreten ist, braucht den neuen.</translation>
    </message>
    <message>
        <source>Renew the Invite Code?</source>
        <translation>Einladungscode erneuern?</translation>
    </message>
    <message>
        <source>Renewing the code…</source>
        <translation>Der Code wird erneuert…</translation>
    </message>
    <message>
        <source>Leave “{name}”? Its board will no longer show your results, and to join again you need its invite code.</source>
        <translation>„{name}“ verlassen? Seine Bestenliste zeigt deine Ergebnisse dann nicht mehr, und um wieder beizutreten, brauchst du seinen Einladungscode.</translation>
    </message>
    <message>
        <source>Leave “{name}”? You are its last member: the club is deleted.</source>
        <translation>„{name}“ verlassen? Du bist sein letztes Mitglied: Der Club wird gelöscht.</translation>
    </message>
    <message>
        <source>Leave the Club?</source>
        <translation>Club verlassen?</translation>
    </message>
    <message>
        <source>Leaving…</source>
        <translation>Austritt läuft…</translation>
    </message>
</context>
<context>
    <name>Clubs</name>
    <message>
        <source>No club has this invite code.</source>
        <translation>Kein Club hat diesen Einladungscode.</translation>
    </message>
    <message>
        <source>You are in as many clubs as the server allows: leave one to join or create another.</source>
        <translation>Du bist in so vielen Clubs, wie der Server erlaubt: Verlasse einen, um einem anderen beizutreten oder einen zu gründen.</translation>
    </message>
    <message>
        <source>You are no longer a member of this club.</source>
        <translation>Du bist nicht mehr Mitglied dieses Clubs.</translation>
    </message>
    <message>
        <source>Only the club&apos;s creator can renew its invite code.</source>
        <translation>Nur wer den Club gegründet hat, kann seinen Einladungscode erneuern.</translation>
    </message>
    <message>
        <source>This club no longer exists on the server.</source>
        <translation>Diesen Club gibt es auf dem Server nicht mehr.</translation>
    </message>
    <message>
        <source>This club has as many members as the server allows.</source>
        <translation>Dieser Club hat so viele Mitglieder, wie der Server erlaubt.</translation>
    </message>
    <message>
        <source>The leaderboard server no longer knows your player name — register again under Settings → Online Leaderboard.</source>
        <translation>Der Bestenlisten-Server kennt deinen Spielernamen nicht mehr — melde dich unter Einstellungen → Online-Bestenliste neu an.</translation>
    </message>
    <message>
        <source>The server refused: {reason}</source>
        <translation>Der Server lehnt ab: {reason}</translation>
    </message>
    <message>
        <source>The server does not accept this club name: {reason}</source>
        <translation>Der Server nimmt diesen Clubnamen nicht an: {reason}</translation>
    </message>
    <message>
        <source>Too many tries — try again in a second.</source>
        <translation>Zu viele Versuche — versuch es in einer Sekunde noch einmal.</translation>
    </message>
    <message>
        <source>Too many tries — try again in {seconds} seconds.</source>
        <translation>Zu viele Versuche — versuch es in {seconds} Sekunden noch einmal.</translation>
    </message>
    <message>
        <source>Club “{name}” created. Give its invite code {code} to the friends you want in it.</source>
        <translation>Club „{name}“ gegründet. Gib seinen Einladungscode {code} den Freunden, die du dabeihaben willst.</translation>
    </message>
    <message>
        <source>You are a member of “{name}”.</source>
        <translation>Du bist Mitglied von „{name}“.</translation>
    </message>
    <message>
        <source>You left “{name}”.</source>
        <translation>Du hast „{name}“ verlassen.</translation>
    </message>
    <message>
        <source>The invite code of “{name}” is now {code}; the old code no longer works.</source>
        <translation>Der Einladungscode von „{name}“ ist jetzt {code}; der alte Code gilt nicht mehr.</translation>
    </message>
    <message>
        <source>The invite code of “{name}” is on the clipboard.</source>
        <translation>Der Einladungscode von „{name}“ ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Clubs need a registered player name: enter the server and your name above and press OK, then open this dialog again.</source>
        <translation>Clubs brauchen einen angemeldeten Spielernamen: Gib oben den Server und deinen Namen ein und drücke OK, dann öffne diesen Dialog noch einmal.</translation>
    </message>
    <message>
        <source>You are in no club yet: create one, or join one with the invite code a member gave you.</source>
        <translation>Du bist noch in keinem Club: Gründe einen, oder tritt mit dem Einladungscode eines Mitglieds einem bei.</translation>
    </message>
</context>
<context>
    <name>DailyView</name>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Played, not won</source>
        <translation>Gespielt, nicht gewonnen</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Verpasst</translation>
    </message>
    <message>
        <source>Double-click a day to play its deal.</source>
        <translation>Doppelklicke auf einen Tag, um seine Verteilung zu spielen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Daily streak:&lt;/b&gt; {days} (days in a row whose daily deal was won on the day)</source>
        <translation>&lt;b&gt;Tagesserie:&lt;/b&gt; {days} (Tage in Folge, deren Tagesverteilung am selben Tag gewonnen wurde)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Daily streak:&lt;/b&gt; none yet — win today&apos;s daily deal to start one</source>
        <translation>&lt;b&gt;Tagesserie:&lt;/b&gt; noch keine — gewinne die heutige Tagesverteilung, um eine zu beginnen</translation>
    </message>
    <message>
        <source>{date}: today&apos;s daily deal is waiting for you.</source>
        <translation>{date}: Die heutige Tagesverteilung wartet auf dich.</translation>
    </message>
    <message>
        <source>{date}: no daily deal played.</source>
        <translation>{date}: keine Tagesverteilung gespielt.</translation>
    </message>
    <message>
        <source>{date}: missed.</source>
        <translation>{date}: verpasst.</translation>
    </message>
    <message>
        <source>{date}: played, not finished yet.</source>
        <translation>{date}: gespielt, noch nicht beendet.</translation>
    </message>
    <message>
        <source>{date}: won; best score {score} (deal #{deal}).</source>
        <translation>{date}: gewonnen; beste Punktzahl {score} (Verteilung #{deal}).</translation>
    </message>
    <message>
        <source>{date}: played, not won; best score {score} (deal #{deal}).</source>
        <translation>{date}: gespielt, nicht gewonnen; beste Punktzahl {score} (Verteilung #{deal}).</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Ergebnis kopieren</translation>
    </message>
    <message>
        <source>Result copied: {line}</source>
        <translation>Ergebnis kopiert: {line}</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>The games whose deal has this grade</source>
        <translation>Die Spiele, deren Verteilung diese Stufe hat</translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Jede Stufe</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <source>Dates…</source>
        <translation>Zeitraum…</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Verteilungsnummer</translation>
    </message>
    <message>
        <source>The games of this deal number only</source>
        <translation>Nur die Spiele dieser Verteilungsnummer</translation>
    </message>
    <message>
        <source>Daily only</source>
        <translation>Nur tägliche</translation>
    </message>
    <message>
        <source>The daily deals&apos; games only</source>
        <translation>Nur die Spiele der Tagesverteilungen</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Not saving</source>
        <translation>Speichert nicht</translation>
    </message>
    <message>
        <source>Games are not being saved</source>
        <translation>Spiele werden nicht gespeichert</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Punkte: {score}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Züge: {moves}</translation>
    </message>
    <message>
        <source>{time} (paused)</source>
        <translation>{time} (pausiert)</translation>
    </message>
</context>
<context>
    <name>GameToolbar</name>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
</context>
<context>
    <name>GamesTransfer</name>
    <message>
        <source>Export &amp;All Games…</source>
        <translation>Alle Spiele e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save every finished game with its moves, to take to another computer</source>
        <translation>Jedes beendete Spiel mit seinen Zügen speichern, um es auf einen anderen Computer mitzunehmen</translation>
    </message>
    <message>
        <source>I&amp;mport Games…</source>
        <translation>Spiele &amp;importieren…</translation>
    </message>
    <message>
        <source>Add the games of a file exported here or on another computer</source>
        <translation>Die Spiele einer Datei hinzufügen, die hier oder auf einem anderen Computer exportiert wurde</translation>
    </message>
    <message>
        <source>scorpion-games.json</source>
        <translation>scorpion-spiele.json</translation>
    </message>
    <message>
        <source>Export All Games</source>
        <translation>Alle Spiele exportieren</translation>
    </message>
    <message>
        <source>Import Games</source>
        <translation>Spiele importieren</translation>
    </message>
    <message>
        <source>Scorpion Qt games (*.json)</source>
        <translation>Scorpion-Qt-Spiele (*.json)</translation>
    </message>
    <message>
        <source>Exporting games to {path}…</source>
        <translation>Spiele werden nach {path} exportiert…</translation>
    </message>
    <message>
        <source>Importing games from {path}…</source>
        <translation>Spiele werden aus {path} importiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Games File</source>
        <translation>Spieledatei</translation>
    </message>
    <message>
        <source>The games could not be exported:
{error}</source>
        <translation>Die Spiele konnten nicht exportiert werden:
{error}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Export abgebrochen: nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>All games exported to {path}: {count}</source>
        <translation>Alle Spiele nach {path} exportiert: {count}</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported</source>
        <translation>Import abgebrochen: nichts wurde importiert</translation>
    </message>
    <message>
        <source>Games imported: {count}</source>
        <translation>Importierte Spiele: {count}</translation>
    </message>
    <message>
        <source>Already here (not added again): {count}</source>
        <translation>Schon vorhanden (nicht noch einmal hinzugefügt): {count}</translation>
    </message>
    <message>
        <source>Daily games added as ordinary games, their date having another deal here: {count}</source>
        <translation>Tagesspiele als gewöhnliche Spiele hinzugefügt, weil ihr Datum hier eine andere Verteilung hat: {count}</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Die Datei existiert nicht.</translation>
    </message>
    <message>
        <source>It is not a plain file (a folder, a pipe or a device).</source>
        <translation>Das ist keine gewöhnliche Datei (ein Ordner, eine Pipe oder ein Gerät).</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is larger than {size} MiB.</source>
        <translation>Die Datei ist größer als {size} MiB.</translation>
    </message>
    <message>
        <source>The file is not a Scorpion Qt games file: it is not JSON text.</source>
        <translation>Die Datei ist keine Scorpion-Qt-Spieledatei: Sie ist kein JSON-Text.</translation>
    </message>
    <message>
        <source>The file ends too early: it was probably cut short when copied.</source>
        <translation>Die Datei endet zu früh: Sie wurde wohl beim Kopieren abgeschnitten.</translation>
    </message>
    <message>
        <source>The file is not a Scorpion Qt games file.</source>
        <translation>Die Datei ist keine Scorpion-Qt-Spieledatei.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Scorpion Qt: update the game to import it.</source>
        <translation>Die Datei stammt von einer neueren Version von Scorpion Qt: Aktualisieren Sie das Spiel, um sie zu importieren.</translation>
    </message>
    <message>
        <source>Game {number} in the file is not valid.</source>
        <translation>Spiel {number} der Datei ist ungültig.</translation>
    </message>
    <message>
        <source>The moves of game {number} in the file do not replay.</source>
        <translation>Die Züge von Spiel {number} der Datei lassen sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>Games are not being saved now, so none can be imported.</source>
        <translation>Spiele werden gerade nicht gespeichert, daher kann keines importiert werden.</translation>
    </message>
    <message>
        <source>The games could not be saved.</source>
        <translation>Die Spiele konnten nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>A game in the file is not valid.</source>
        <translation>Ein Spiel der Datei ist ungültig.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Es wurde nichts importiert.</translation>
    </message>
</context>
<context>
    <name>Grade</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Rules of Scorpion</source>
        <translation>Scorpion-Regeln</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>Export History</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>Exporting games to {path}…</source>
        <translation>Spiele werden nach {path} exportiert …</translation>
    </message>
    <message>
        <source>Exporting games to {path}: {count} of {total}</source>
        <translation>Spiele werden nach {path} exportiert: {count} von {total}</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Wiedergabe…</translation>
    </message>
    <message>
        <source>Watch this game again, move by move</source>
        <translation>Dieses Spiel Zug für Zug noch einmal ansehen</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>Diese Verteilung &amp;noch einmal spielen</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the games listed here to a CSV file</source>
        <translation>Die hier aufgeführten Spiele in einer CSV-Datei speichern</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Spiele: {count}</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games yet&lt;/h3&gt;&lt;p&gt;Every game you play is listed here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Noch keine Spiele&lt;/h3&gt;&lt;p&gt;Jedes Spiel, das du spielst, wird hier aufgeführt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games match&lt;/h3&gt;&lt;p&gt;No game matches these choices; try other rules, results, grades or dates.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Keine passenden Spiele&lt;/h3&gt;&lt;p&gt;Kein Spiel passt zu dieser Auswahl; versuche andere Regeln, Ergebnisse, Stufen oder Zeiträume.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Start a new game with this deal and rules</source>
        <translation>Ein neues Spiel mit dieser Verteilung und diesen Regeln beginnen</translation>
    </message>
    <message>
        <source>This game started from a pasted position, not a numbered deal</source>
        <translation>Dieses Spiel begann mit einer eingefügten Stellung, nicht mit einer nummerierten Verteilung</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Scorpion will use the new language the next time it starts.</source>
        <translation>Scorpion verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>Best {count} wins of</source>
        <translation>Die besten {count} Siege:</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>On this co&amp;mputer</source>
        <translation>Auf diesem &amp;Computer</translation>
    </message>
    <message>
        <source>&amp;Online</source>
        <translation>&amp;Online</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No wins yet&lt;/h3&gt;&lt;p&gt;Win a game to see it here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Noch keine Siege&lt;/h3&gt;&lt;p&gt;Gewinne ein Spiel, um es hier zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No win of this deal yet&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Noch kein Sieg mit dieser Verteilung&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>only the deal chosen in History</source>
        <translation>nur die im Verlauf gewählte Verteilung</translation>
    </message>
    <message>
        <source>only deal #{deal}</source>
        <translation>nur Verteilung #{deal}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>a name in its path is too long</source>
        <translation>ein Name in seinem Pfad ist zu lang</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>ein Teil seines Pfades ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>its name is taken by something that is not a folder</source>
        <translation>sein Name ist von etwas belegt, das kein Ordner ist</translation>
    </message>
    <message>
        <source>permission is denied</source>
        <translation>die Berechtigung fehlt</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>its symbolic links go round in a circle</source>
        <translation>seine symbolischen Verknüpfungen bilden einen Kreis</translation>
    </message>
    <message>
        <source>a part of its path does not exist</source>
        <translation>ein Teil seines Pfades existiert nicht</translation>
    </message>
    <message>
        <source>{reason}: {why}</source>
        <translation>{reason}: {why}</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Diese Verteilung neu starten</translation>
    </message>
    <message>
        <source>&amp;Deal Reserve</source>
        <translation>&amp;Reserve austeilen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>&amp;Finish Automatically</source>
        <translation>&amp;Automatisch beenden</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Where Did It Slip Away?</source>
        <translation>&amp;Wo ging das Spiel verloren?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>&amp;Interaktive Regeln</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimationen</translation>
    </message>
    <message>
        <source>&amp;Timed Scoring</source>
        <translation>&amp;Zeitwertung</translation>
    </message>
    <message>
        <source>Show &amp;Winnability</source>
        <translation>&amp;Gewinnbarkeit anzeigen</translation>
    </message>
    <message>
        <source>Warn Before Losing &amp;Moves</source>
        <translation>Vor ver&amp;lierenden Zügen warnen</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>&amp;Large Card Corners</source>
        <translation>Große &amp;Kartenecken</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regeln…</translation>
    </message>
    <message>
        <source>&amp;Tips…</source>
        <translation>&amp;Tipps…</translation>
    </message>
    <message>
        <source>&amp;Play the Example Deal</source>
        <translation>Beispiel&amp;verteilung spielen</translation>
    </message>
    <message>
        <source>&amp;About Scorpion</source>
        <translation>Ü&amp;ber Scorpion</translation>
    </message>
    <message>
        <source>A&amp;ppearance…</source>
        <translation>&amp;Darstellung…</translation>
    </message>
    <message>
        <source>&amp;Sound…</source>
        <translation>&amp;Ton…</translation>
    </message>
    <message>
        <source>Online Leader&amp;board…</source>
        <translation>&amp;Online-Bestenliste…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Your preferences could not be read, so the defaults are used; changes last until you quit</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden, daher gelten die Voreinstellungen; Änderungen gelten bis zum Beenden</translation>
    </message>
    <message>
        <source>Checking…</source>
        <extracomment>the status bar&apos;s text of the hint asked for or shown, which the next position takes away (as it takes the hint&apos;s marks off the board)</extracomment>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <source>Scorpion Qt {version} — Scorpion solitaire.

Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.

Cards: Nicu Buculei, Open Clip Art Library (public domain). Font: DejaVu Sans.</source>
        <translation>Scorpion Qt {version} — die Patience Scorpion.

Freie Software unter der GNU General Public License, Version 3 oder später: Du darfst sie nach deren Bedingungen weitergeben und verändern. Sie kommt ohne jede Gewährleistung.

Karten: Nicu Buculei, Open Clip Art Library (gemeinfrei). Schrift: DejaVu Sans.</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Hinweis…</translation>
    </message>
    <message>
        <source>There is no move to suggest.</source>
        <translation>Es gibt keinen Zug, der sich vorschlagen lässt.</translation>
    </message>
    <message>
        <source>{move} (no winning line is known)</source>
        <translation>{move} (kein Gewinnweg bekannt)</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Hinweis: {move}</translation>
    </message>
    <message>
        <source>Scorpion Qt</source>
        <translation>Scorpion Qt</translation>
    </message>
    <message>
        <source>No longer winnable — Undo to go back</source>
        <translation>Nicht mehr gewinnbar — mit Rückgängig zurück</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Nicht gewinnbar</translation>
    </message>
    <message>
        <source>{move} (no longer winnable — Undo to go back)</source>
        <translation>{move} (nicht mehr gewinnbar — mit Rückgängig zurück)</translation>
    </message>
    <message>
        <source>{move} (this game cannot be won)</source>
        <translation>{move} (dieses Spiel ist nicht zu gewinnen)</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Diese Verteilung neu starten?</translation>
    </message>
    <message>
        <source>This game is in progress. Start this deal again from the beginning? This game will count as lost.</source>
        <translation>Dieses Spiel läuft noch. Diese Verteilung von vorn beginnen? Dieses Spiel zählt dann als verloren.</translation>
    </message>
    <message>
        <source>Games are being saved again, with what was played meanwhile</source>
        <translation>Spiele werden wieder gespeichert, auch was inzwischen gespielt wurde</translation>
    </message>
    <message>
        <source>Saving is slow: the last move is not saved yet</source>
        <translation>Das Speichern dauert: Der letzte Zug ist noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Games are not being saved: {reason}</source>
        <translation>Spiele werden nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>No move left can change this game.</source>
        <translation>In diesem Spiel kann kein Zug mehr etwas ändern.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Show Where It Slipped Away</source>
        <translation>Zeigen, wo es verloren ging</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message>
        <source>This game is in progress. Start another one? It will count as lost.</source>
        <translation>Dieses Spiel läuft noch. Ein anderes beginnen? Es zählt dann als verloren.</translation>
    </message>
    <message>
        <source>The solver did not answer, so this daily deal is not proven winnable.</source>
        <translation>Keine Antwort vom Löser: Diese Tagesverteilung ist nicht als gewinnbar bewiesen.</translation>
    </message>
    <message>
        <source>The table of daily deals could not be read, so the solver chose this date&apos;s deal: other players may have another.</source>
        <translation>Die Tabelle der Tagesverteilungen war nicht lesbar, daher wählte der Löser diese Verteilung: Andere Spieler haben vielleicht eine andere.</translation>
    </message>
    <message>
        <source>Finding an easy winnable deal…</source>
        <translation>Suche eine leichte gewinnbare Verteilung…</translation>
    </message>
    <message>
        <source>Finding a medium winnable deal…</source>
        <translation>Suche eine mittelschwere gewinnbare Verteilung…</translation>
    </message>
    <message>
        <source>Finding a hard winnable deal…</source>
        <translation>Suche eine schwere gewinnbare Verteilung…</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Suche eine gewinnbare Verteilung…</translation>
    </message>
    <message>
        <source>No easy winnable deal was found, so another winnable deal was dealt</source>
        <translation>Keine leichte gewinnbare Verteilung gefunden: Eine andere gewinnbare wurde ausgeteilt</translation>
    </message>
    <message>
        <source>No medium winnable deal was found, so another winnable deal was dealt</source>
        <translation>Keine mittelschwere gewinnbare Verteilung gefunden: Eine andere gewinnbare wurde ausgeteilt</translation>
    </message>
    <message>
        <source>No hard winnable deal was found, so another winnable deal was dealt</source>
        <translation>Keine schwere gewinnbare Verteilung gefunden: Eine andere gewinnbare wurde ausgeteilt</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Die Tagesverteilung wird vorbereitet…</translation>
    </message>
    <message>
        <source>The game database could not be read, so a new one was started.
The old file was kept as:
{path}</source>
        <translation>Die Spieldatenbank konnte nicht gelesen werden, deshalb wurde eine neue angelegt.
Die alte Datei wurde aufbewahrt als:
{path}</translation>
    </message>
    <message>
        <source>The game database was damaged, so a new one was started with what could still be read of it.
Games recovered: {count}
The damaged file was kept as:
{path}</source>
        <translation>Die Spieldatenbank war beschädigt, deshalb wurde eine neue mit allem angelegt, was sich davon noch lesen ließ.
Gerettete Spiele: {count}
Die beschädigte Datei wurde aufbewahrt als:
{path}</translation>
    </message>
    <message>
        <source>The game database {path} comes from a newer version of Scorpion Qt.
This version will not change it, so games are not being saved.</source>
        <translation>Die Spieldatenbank {path} stammt aus einer neueren Version von Scorpion Qt.
Diese Version ändert sie nicht, deshalb werden Spiele nicht gespeichert.</translation>
    </message>
    <message>
        <source>Games are not being saved ({reason}).
You can keep playing.</source>
        <translation>Spiele werden nicht gespeichert ({reason}).
Du kannst weiterspielen.</translation>
    </message>
    <message>
        <source>Games are being saved again.
What was played in the meantime has been saved too.</source>
        <translation>Spiele werden wieder gespeichert.
Was in der Zwischenzeit gespielt wurde, ist ebenfalls gespeichert.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: its saved moves are damaged.
It is kept in the history as damaged, and a new game was started.</source>
        <translation>Das laufende Spiel konnte nicht wiederhergestellt werden: Seine gespeicherten Züge sind beschädigt.
Es bleibt als beschädigt im Verlauf, und ein neues Spiel wurde begonnen.</translation>
    </message>
    <message>
        <source>A log of changes beside the game database did not belong to it, so it was not applied: your games are as the database holds them.
The log was kept as:
{path}</source>
        <translation>Ein Änderungsprotokoll neben der Spieldatenbank gehörte nicht zu ihr und wurde daher nicht angewendet: Ihre Spiele sind so, wie die Datenbank sie enthält.
Das Protokoll wurde aufbewahrt als:
{path}</translation>
    </message>
    <message>
        <source>The log of the latest changes to the game database was damaged: what could be read of it was applied.
The damaged log was kept as:
{path}</source>
        <translation>Das Protokoll der letzten Änderungen an der Spieldatenbank war beschädigt: Was davon noch lesbar war, wurde angewendet.
Das beschädigte Protokoll wurde aufbewahrt als:
{path}</translation>
    </message>
    <message>
        <source>A log of changes was found without its game database, so it could not be applied.
The log was kept as:
{path}</source>
        <translation>Ein Änderungsprotokoll wurde ohne seine Spieldatenbank gefunden und konnte daher nicht angewendet werden.
Das Protokoll wurde aufbewahrt als:
{path}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>der Datenträger hat einen Ein-/Ausgabefehler gemeldet</translation>
    </message>
    <message>
        <source>the game database is in use by another program (is Scorpion Qt open twice?)</source>
        <translation>die Spieldatenbank wird von einem anderen Programm benutzt (ist Scorpion Qt zweimal geöffnet?)</translation>
    </message>
    <message>
        <source>the data folder {folder} cannot be written</source>
        <translation>in den Datenordner {folder} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the game database is damaged; start Scorpion Qt again to repair it</source>
        <translation>die Spieldatenbank ist beschädigt; starte Scorpion Qt neu, um sie zu reparieren</translation>
    </message>
    <message>
        <source>this game was changed by another copy of Scorpion Qt</source>
        <translation>dieses Spiel wurde von einer anderen Instanz von Scorpion Qt geändert</translation>
    </message>
    <message>
        <source>a value of the game could not be stored</source>
        <translation>ein Wert des Spiels konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>the game database failed</source>
        <translation>in der Spieldatenbank ist ein Fehler aufgetreten</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Position copied to the clipboard</source>
        <translation>Stellung in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Cannot paste this position</source>
        <translation>Diese Stellung kann nicht eingefügt werden</translation>
    </message>
    <message>
        <source>The clipboard does not hold a Scorpion position:
{error}</source>
        <translation>Die Zwischenablage enthält keine Scorpion-Stellung:
{error}</translation>
    </message>
    <message>
        <source>Pasted position: a new game</source>
        <translation>Eingefügte Stellung: ein neues Spiel</translation>
    </message>
    <message>
        <source>About Scorpion</source>
        <translation>Über Scorpion</translation>
    </message>
    <message>
        <source>Log file: {path}</source>
        <translation>Protokolldatei: {path}</translation>
    </message>
    <message>
        <source>This game was won: nothing slipped away</source>
        <translation>Dieses Spiel wurde gewonnen: Es ging nirgends verloren</translation>
    </message>
    <message>
        <source>No move was made in this game yet: nothing to look back on (earlier games are in Statistics → History)</source>
        <translation>In diesem Spiel wurde noch kein Zug gemacht: Es gibt nichts, worauf du zurückblicken kannst (frühere Spiele findest du unter Statistik → Verlauf)</translation>
    </message>
    <message>
        <source>Nothing to paste</source>
        <translation>Nichts zum Einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds no text, so no position to start a game from. Copy a position first: Game → Copy Position, or the text of a position file.</source>
        <translation>Die Zwischenablage enthält keinen Text, also keine Stellung, mit der ein Spiel beginnen könnte. Kopiere zuerst eine Stellung: Spiel → Stellung kopieren, oder den Text einer Stellungsdatei.</translation>
    </message>
    <message>
        <source>The rule book&apos;s first move: {card} onto {target}. Press H for the next hint.</source>
        <translation>Erster Zug laut Regelbuch: {card} auf {target}. H zeigt den nächsten Hinweis.</translation>
    </message>
    <message>
        <source>A daily deal cannot be played before its date.</source>
        <translation>Eine Tagesverteilung kann nicht vor ihrem Datum gespielt werden.</translation>
    </message>
    <message>
        <source>&amp;Give Up…</source>
        <translation>Auf&amp;geben…</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Dieses Spiel verloren geben?</translation>
    </message>
    <message>
        <source>This game will count as lost, and no move can be played in it any more.</source>
        <translation>Das Spiel zählt dann als verloren, und es kann kein Zug mehr darin gespielt werden.</translation>
    </message>
    <message>
        <source>Given up: this game counts as lost</source>
        <translation>Aufgegeben: Dieses Spiel zählt als verloren</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>Tast&amp;en…</translation>
    </message>
    <message>
        <source>Copy Res&amp;ult</source>
        <translation>Ergebnis k&amp;opieren</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Ergebnis kopieren</translation>
    </message>
    <message>
        <source>Result copied: {line}</source>
        <translation>Ergebnis kopiert: {line}</translation>
    </message>
</context>
<context>
    <name>MonthlyChart</name>
    <message>
        <source>Games and wins per month</source>
        <translation>Spiele und Siege je Monat</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Gewonnene Spiele (%)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won (%)</source>
        <translation>Gewonnen (%)</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of an announcement</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{card} and one card</source>
        <translation>{card} und eine Karte</translation>
    </message>
    <message>
        <source>{card} and {count} cards</source>
        <translation>{card} und {count} Karten</translation>
    </message>
    <message>
        <source>Run of {suit} from {source} to {foundation}</source>
        <translation>{suit}-Folge von {source} auf {foundation}</translation>
    </message>
    <message>
        <source>Reserve dealt</source>
        <translation>Reserve ausgeteilt</translation>
    </message>
    <message>
        <source>Reserve dealt to columns {first} to {last}: {cards}</source>
        <translation>Reserve auf die Spalten {first} bis {last} ausgeteilt: {cards}</translation>
    </message>
    <message>
        <source>{cards} to {pile}</source>
        <translation>{cards} auf {pile}</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} Punkte</translation>
    </message>
    <message>
        <source>{card} turned face up in {pile}</source>
        <translation>{card} in {pile} aufgedeckt</translation>
    </message>
    <message>
        <source>Redone: {move}</source>
        <translation>Wiederholt: {move}</translation>
    </message>
    <message>
        <source>the reserve&apos;s deal</source>
        <translation>das Austeilen der Reserve</translation>
    </message>
    <message>
        <source>Run of {suit} back to {pile}</source>
        <translation>{suit}-Folge zurück auf {pile}</translation>
    </message>
    <message>
        <source>{cards} back to {pile}</source>
        <translation>{cards} zurück auf {pile}</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>Punktestand {score}</translation>
    </message>
    <message>
        <source>Undone: {move}</source>
        <translation>Rückgängig: {move}</translation>
    </message>
    <message>
        <source>Deal the reserve</source>
        <translation>Die Reserve austeilen</translation>
    </message>
    <message>
        <source>Run of {suit} from {source} to a foundation</source>
        <translation>{suit}-Folge von {source} auf einen Zielstapel</translation>
    </message>
    <message>
        <source>{cards} from {source} to {target}</source>
        <translation>{cards} von {source} auf {target}</translation>
    </message>
    <message>
        <source>{cards} picked up</source>
        <translation>{cards} aufgenommen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>A random deal</source>
        <translation>Eine zufällige Verteilung</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Verteilung Nummer:</translation>
    </message>
    <message>
        <source>1 to {max}</source>
        <translation>1 bis {max}</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Nur gewinnbare Verteilungen</translation>
    </message>
    <message>
        <source>The solver checks the random deal can be won</source>
        <translation>Der Löser prüft, ob die zufällige Verteilung gewinnbar ist</translation>
    </message>
    <message>
        <source>Today&apos;s daily deal (always winnable)</source>
        <translation>Die heutige Tagesverteilung (immer gewinnbar)</translation>
    </message>
    <message>
        <source>How hard the winnable deal is, as the solver found</source>
        <translation>Wie schwer die gewinnbare Verteilung laut Löser ist</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>Wasp and Wasp II deals have no grades yet</source>
        <translation>Wasp- und Wasp-II-Verteilungen haben noch keine Stufen</translation>
    </message>
    <message>
        <source>Choose a deal number from 1 to {max}.</source>
        <translation>Wähle eine Verteilungsnummer von 1 bis {max}.</translation>
    </message>
    <message>
        <source>Only for a random deal: a numbered deal is dealt as it is, and the daily deal is always winnable</source>
        <translation>Nur für eine zufällige Verteilung: Eine nummerierte Verteilung wird gegeben, wie sie ist, und die Tagesverteilung ist immer gewinnbar</translation>
    </message>
    <message>
        <source>Only for a winnable random deal</source>
        <translation>Nur für eine gewinnbare zufällige Verteilung</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>That name is taken — choose another</source>
        <translation>Dieser Name ist schon vergeben — wähle einen anderen</translation>
    </message>
    <message>
        <source>The server does not accept this name: {reason}</source>
        <translation>Der Server nimmt diesen Namen nicht an: {reason}</translation>
    </message>
    <message>
        <source>The server does not accept this name — choose another</source>
        <translation>Der Server nimmt diesen Namen nicht an — wähle einen anderen</translation>
    </message>
    <message>
        <source>The server could not be reached</source>
        <translation>Der Server ist nicht erreichbar</translation>
    </message>
    <message>
        <source>The server is busy — try again in a minute</source>
        <translation>Der Server ist ausgelastet — versuch es in einer Minute noch einmal</translation>
    </message>
    <message>
        <source>The server has a problem — try again later</source>
        <translation>Der Server hat ein Problem — versuch es später noch einmal</translation>
    </message>
    <message>
        <source>The address is not a Scorpion Qt leaderboard server</source>
        <translation>Unter dieser Adresse ist kein Bestenlisten-Server von Scorpion Qt</translation>
    </message>
    <message>
        <source>Online: on the leaderboard</source>
        <translation>Online: in der Bestenliste</translation>
    </message>
    <message>
        <source>Online: rank {rank}</source>
        <translation>Online: Platz {rank}</translation>
    </message>
    <message>
        <source>Online: rank {rank} of {total}</source>
        <translation>Online: Platz {rank} von {total}</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>Dein Ergebnis wird gesendet…</translation>
    </message>
    <message>
        <source>Will be sent when the server can be reached</source>
        <translation>Wird gesendet, sobald der Server erreichbar ist</translation>
    </message>
    <message>
        <source>Will be sent once you are registered — see Settings → Online Leaderboard</source>
        <translation>Wird gesendet, sobald du angemeldet bist — siehe Einstellungen → Online-Bestenliste</translation>
    </message>
    <message>
        <source>The leaderboard server no longer knows your player name — register again under Settings → Online Leaderboard; your result waits until then</source>
        <translation>Der Bestenlisten-Server kennt deinen Spielernamen nicht mehr — melde dich unter Einstellungen → Online-Bestenliste neu an; dein Ergebnis wartet so lange</translation>
    </message>
    <message>
        <source>The leaderboard server refused your result: {reason}</source>
        <translation>Der Bestenlisten-Server hat dein Ergebnis abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>The leaderboard server refused your result</source>
        <translation>Der Bestenlisten-Server hat dein Ergebnis abgelehnt</translation>
    </message>
    <message>
        <source>Your daily result is on the online leaderboard: rank {rank} of {total}</source>
        <translation>Dein Tagesergebnis steht in der Online-Bestenliste: Platz {rank} von {total}</translation>
    </message>
    <message>
        <source>Your daily result is on the online leaderboard</source>
        <translation>Dein Tagesergebnis steht in der Online-Bestenliste</translation>
    </message>
    <message>
        <source>Online leaderboards are off — turn them on under Settings → Online Leaderboard</source>
        <translation>Online-Bestenlisten sind aus — schalte sie unter Einstellungen → Online-Bestenliste ein</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached</source>
        <translation>Der Bestenlisten-Server ist nicht erreichbar</translation>
    </message>
    <message>
        <source>Online: your result is sent once you leave this game (New Game, Restart, Give Up or quitting); Undo plays on</source>
        <translation>Online: Dein Ergebnis wird gesendet, sobald du dieses Spiel verlässt (Neues Spiel, Neu starten, Aufgeben oder Beenden); mit Rückgängig spielst du weiter</translation>
    </message>
    <message>
        <source>The daily of {date} closed at {time} UTC: this result is kept in your statistics but not sent</source>
        <translation>Das Tagesspiel vom {date} wurde am {time} UTC geschlossen: Dieses Ergebnis bleibt in deiner Statistik, wird aber nicht gesendet</translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Pre&amp;vious Page</source>
        <translation>&amp;Vorige Seite</translation>
    </message>
    <message>
        <source>Ne&amp;xt Page</source>
        <translation>&amp;Nächste Seite</translation>
    </message>
    <message>
        <source>Da&amp;y:</source>
        <translation>&amp;Tag:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Online leaderboard</source>
        <translation>Online-Bestenliste</translation>
    </message>
    <message>
        <source>Reading the leaderboard…</source>
        <translation>Bestenliste wird gelesen…</translation>
    </message>
    <message>
        <source>The server has no board for this day</source>
        <translation>Der Server hat für diesen Tag keine Bestenliste</translation>
    </message>
    <message>
        <source>No results for this day yet</source>
        <translation>Für diesen Tag gibt es noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>Your place</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>{first}–{last} of {total}</source>
        <translation>{first}–{last} von {total}</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>Ran&amp;gliste:</translation>
    </message>
    <message>
        <source>No member of this club has a result for this day yet</source>
        <translation>Noch kein Mitglied dieses Clubs hat ein Ergebnis für diesen Tag</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Online Leaderboard</source>
        <translation>Online-Bestenliste</translation>
    </message>
    <message>
        <source>Send your daily deals&apos; results to a leaderboard server and see how others did. Leave the address empty to keep online leaderboards off: then nothing is ever sent.</source>
        <translation>Sende die Ergebnisse deiner Tagesverteilungen an einen Bestenlisten-Server und sieh, wie andere gespielt haben. Lass die Adresse leer, damit Online-Bestenlisten aus bleiben: Dann wird nie etwas gesendet.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>Server&amp;adresse:</translation>
    </message>
    <message>
        <source>Player &amp;name:</source>
        <translation>Spieler&amp;name:</translation>
    </message>
    <message>
        <source>Registered as {name}.</source>
        <translation>Angemeldet als {name}.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address as it begins with http:// or https://, for example https://scores.example.org</source>
        <translation>Gib die Adresse des Servers mit http:// oder https:// am Anfang ein, zum Beispiel https://scores.example.org</translation>
    </message>
    <message>
        <source>Enter the name to show on the leaderboard</source>
        <translation>Gib den Namen ein, der in der Bestenliste stehen soll</translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation>Anmeldung läuft…</translation>
    </message>
</context>
<context>
    <name>ParLine</name>
    <message>
        <source>Won in {moves} moves — par {par}</source>
        <translation>Gewonnen in {moves} Zügen — Par {par}</translation>
    </message>
    <message>
        <source>Won in 1 move — you matched par 1!</source>
        <translation>Gewonnen in 1 Zug — genau Par 1!</translation>
    </message>
    <message>
        <source>Won in {moves} moves — you matched par {par}!</source>
        <translation>Gewonnen in {moves} Zügen — genau Par {par}!</translation>
    </message>
    <message>
        <source>Won in 1 move — better than par {par}!</source>
        <translation>Gewonnen in 1 Zug — besser als Par {par}!</translation>
    </message>
    <message>
        <source>Won in {moves} moves — better than par {par}!</source>
        <translation>Gewonnen in {moves} Zügen — besser als Par {par}!</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Practice: find a move here that keeps the game winnable</source>
        <translation>Übung: Finde hier einen Zug, mit dem das Spiel gewinnbar bleibt</translation>
    </message>
    <message>
        <source>Practice from move {number}: not counted</source>
        <translation>Übung ab Zug {number}: zählt nicht</translation>
    </message>
    <message>
        <source>A practice game from the position before the move that lost the game: it is not counted in the statistics, not sent online and not saved</source>
        <translation>Ein Übungsspiel ab der Stellung vor dem Zug, der das Spiel verloren hat: Es zählt nicht in der Statistik, wird nicht online gesendet und nicht gespeichert</translation>
    </message>
    <message>
        <source>Still winnable — you got past the turning point</source>
        <translation>Noch gewinnbar — du bist über den Wendepunkt hinaus</translation>
    </message>
    <message>
        <source>This move loses the game too: Undo and try another</source>
        <translation>Auch dieser Zug verliert das Spiel: Mach ihn rückgängig und versuche einen anderen</translation>
    </message>
    <message>
        <source>Practice Game Won</source>
        <translation>Übungsspiel gewonnen</translation>
    </message>
    <message>
        <source>You won the practice game from move {number}, in {moves} moves.</source>
        <translation>Du hast das Übungsspiel ab Zug {number} in {moves} Zügen gewonnen.</translation>
    </message>
    <message>
        <source>It was practice: it is not counted in your statistics nor sent online.</source>
        <translation>Es war eine Übung: Sie zählt nicht in deiner Statistik und wird nicht online gesendet.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>ReadingKeys</name>
    <message>
        <source>{pile}: {contents}</source>
        <translation>{pile}: {contents}</translation>
    </message>
    <message>
        <source>a foundation</source>
        <translation>ein Zielstapel</translation>
    </message>
    <message>
        <source>{pile}, empty</source>
        <translation>{pile}, leer</translation>
    </message>
    <message>
        <source>{pile}, onto {card}</source>
        <translation>{pile}, auf {card}</translation>
    </message>
    <message>
        <source>No card here to move</source>
        <translation>Hier ist keine Karte zum Ziehen</translation>
    </message>
    <message>
        <source>{cards} can go to {places}</source>
        <translation>{cards} kann hierhin: {places}</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Punkte {score}</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 Zug</translation>
    </message>
    <message>
        <source>{moves} moves</source>
        <translation>{moves} Züge</translation>
    </message>
    <message>
        <source>time {time}, paused</source>
        <translation>Zeit {time}, angehalten</translation>
    </message>
    <message>
        <source>time {time}</source>
        <translation>Zeit {time}</translation>
    </message>
    <message>
        <source>{runs} of 4 runs done</source>
        <translation>{runs} von 4 Folgen abgelegt</translation>
    </message>
    <message>
        <source>Read the Column</source>
        <translation>Spalte vorlesen</translation>
    </message>
    <message>
        <source>Where Can It Go?</source>
        <translation>Wohin kann sie?</translation>
    </message>
    <message>
        <source>Read the Game&apos;s State</source>
        <translation>Spielstand vorlesen</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay: {rules}, {deal}, {date}</source>
        <translation>Wiedergabe: {rules}, {deal}, {date}</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Eigene Stellung</translation>
    </message>
    <message>
        <source>#{number}</source>
        <translation>#{number}</translation>
    </message>
    <message>
        <source>Replay: {rules}, {deal}</source>
        <translation>Wiedergabe: {rules}, {deal}</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>{seconds} s per move</source>
        <translation>{seconds} s pro Zug</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>Diese Verteilung &amp;noch einmal spielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The winning line does not replay here.</source>
        <translation>Der Gewinnweg lässt sich hier nicht abspielen.</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Gewinnweg zeigen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The winning line from move {number}: {count} moves</source>
        <translation>Der Gewinnweg ab Zug {number} (Züge: {count})</translation>
    </message>
    <message>
        <source>Winning line, move {step} of {total}: {action}</source>
        <translation>Gewinnweg, Zug {step} von {total}: {action}</translation>
    </message>
    <message>
        <source>The deal, before the first move (steps: {count})</source>
        <translation>Die Verteilung vor dem ersten Zug (Schritte: {count})</translation>
    </message>
    <message>
        <source>Step {step} of {total}: {action}</source>
        <translation>Schritt {step} von {total}: {action}</translation>
    </message>
    <message>
        <source>The winning line&apos;s next move is marked in blue; Back to the Game (W) returns to your game</source>
        <translation>Der nächste Zug des Gewinnwegs ist blau markiert; Zurück zum Spiel (W) bringt dich zu deinem Spiel zurück</translation>
    </message>
    <message>
        <source>The winning line ends in a won game; Back to the Game (W) returns to your game</source>
        <translation>Der Gewinnweg endet mit einem gewonnenen Spiel; Zurück zum Spiel (W) bringt dich zu deinem Spiel zurück</translation>
    </message>
    <message>
        <source>Score {score} · moves {moves}</source>
        <translation>Punkte {score} · Züge {moves}</translation>
    </message>
    <message>
        <source>{figures} · {result}</source>
        <translation>{figures} · {result}</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>Rücknahme</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>deal the reserve</source>
        <translation>Austeilen der Reserve</translation>
    </message>
    <message>
        <source>the {card} run from column {column} to a foundation</source>
        <translation>die {card}-Folge aus Spalte {column} auf einen Zielstapel</translation>
    </message>
    <message>
        <source>{card} from column {source} to column {target}</source>
        <translation>{card} von Spalte {source} auf Spalte {target}</translation>
    </message>
    <message>
        <source>the deal from the reserve</source>
        <translation>das Austeilen der Reserve</translation>
    </message>
    <message>
        <source>the {card} run to a foundation</source>
        <translation>die {card}-Folge auf einen Zielstapel</translation>
    </message>
    <message>
        <source>{card} into cell {cell}</source>
        <translation>{card} in Zelle {cell}</translation>
    </message>
    <message>
        <source>{card} from cell {cell} onto {target}</source>
        <translation>{card} von Zelle {cell} auf {target}</translation>
    </message>
    <message>
        <source>{card} from cell {cell} into the empty column {n}</source>
        <translation>{card} von Zelle {cell} in die leere Spalte {n}</translation>
    </message>
    <message>
        <source>{card} onto {target}</source>
        <translation>{card} auf {target}</translation>
    </message>
    <message>
        <source>{card} into the empty column {n}</source>
        <translation>{card} in die leere Spalte {n}</translation>
    </message>
    <message>
        <source>Move {number}: you played {played}; {better} would have kept the game winnable</source>
        <translation>Zug {number}: Du hast {played} gewählt; {better} hätte das Spiel gewinnbar gehalten</translation>
    </message>
    <message>
        <source>The game slipped away at move {number}: Turning Point (T) shows where</source>
        <translation>Das Spiel ging bei Zug {number} verloren: Wendepunkt (T) zeigt, wo</translation>
    </message>
    <message>
        <source>This deal could not be won from the start: no move lost it</source>
        <translation>Diese Verteilung war von Anfang an nicht zu gewinnen: Kein Zug war schuld</translation>
    </message>
    <message>
        <source>The analysis ran out of time: whether this deal could be won is not known</source>
        <translation>Die Analyse hatte nicht genug Zeit: Ob diese Verteilung zu gewinnen war, ist unbekannt</translation>
    </message>
    <message>
        <source>The analysis ran out of time before it found where the game slipped away</source>
        <translation>Die Zeit der Analyse lief ab, bevor sie fand, wo das Spiel verloren ging</translation>
    </message>
    <message>
        <source>This game was won: it never slipped away</source>
        <translation>Dieses Spiel wurde gewonnen: Es ging nie verloren</translation>
    </message>
    <message>
        <source>The game never became lost: it could still be won after its last move</source>
        <translation>Das Spiel ging nie verloren: Auch nach seinem letzten Zug war es noch zu gewinnen</translation>
    </message>
</context>
<context>
    <name>ResetDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Delete the finished games, and with them the statistics, history and leaderboard they make, of:</source>
        <translation>Lösche die beendeten Spiele und mit ihnen die Statistik, den Verlauf und die Bestenliste, die sie ergeben:</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>{name} (finished games: {count})</source>
        <translation>{name} (beendete Spiele: {count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;This cannot be undone.&lt;/b&gt; The game in progress is kept, and so are the daily deals&apos; layouts.</source>
        <translation>&lt;b&gt;Das lässt sich nicht rückgängig machen.&lt;/b&gt; Das laufende Spiel bleibt erhalten, ebenso die Verteilungen der Tagesspiele.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{card} has nowhere to go</source>
        <extracomment>a practice game (see :mod:`scorpion_qt.ui.practice`): nothing of it is recorded, the recorder being kept aside meanwhile asked before a legal move is played (see :mod:`~scorpion_qt.ui.play.blunder_check`): True when it holds the move back, to play it later with ``checked`` or drop it</extracomment>
        <translation>{card} passt nirgends hin</translation>
    </message>
    <message>
        <source>A</source>
        <comment>card rank: Ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>card rank: Jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card rank: Queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card rank: King</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Not a move: {text}</source>
        <translation>Kein Zug: {text}</translation>
    </message>
    <message>
        <source>There is no column {column}</source>
        <translation>Es gibt keine Spalte {column}</translation>
    </message>
    <message>
        <source>The card is already in column {column}</source>
        <translation>Die Karte liegt schon in Spalte {column}</translation>
    </message>
    <message>
        <source>{card} is not in column {column}</source>
        <translation>{card} liegt nicht in Spalte {column}</translation>
    </message>
    <message>
        <source>{card} is face-down and cannot be moved yet</source>
        <translation>{card} ist verdeckt und kann noch nicht bewegt werden</translation>
    </message>
    <message>
        <source>Only a King can be placed in an empty column</source>
        <translation>Nur ein König darf in eine leere Spalte</translation>
    </message>
    <message>
        <source>Nothing can be placed on an Ace</source>
        <translation>Auf ein Ass darf nichts gelegt werden</translation>
    </message>
    <message>
        <source>{card} can only be placed on a card one rank higher</source>
        <translation>{card} darf nur auf eine Karte, die einen Rang höher ist</translation>
    </message>
    <message>
        <source>Rule: cards must be the same suit</source>
        <translation>Regel: Die Karten müssen dieselbe Farbe haben</translation>
    </message>
    <message>
        <source>Only a complete run from King to Ace can go to a foundation</source>
        <translation>Nur eine fertige Folge vom König bis zum Ass darf auf einen Zielstapel</translation>
    </message>
    <message>
        <source>The reserve has already been dealt</source>
        <translation>Die Reserve ist schon ausgeteilt</translation>
    </message>
    <message>
        <source>The game is already won</source>
        <translation>Das Spiel ist schon gewonnen</translation>
    </message>
    <message>
        <source>This game has no reserve to deal</source>
        <translation>Dieses Spiel hat keine Reserve zum Austeilen</translation>
    </message>
    <message>
        <source>There is no cell {cell}</source>
        <translation>Es gibt keine Zelle {cell}</translation>
    </message>
    <message>
        <source>{card} is not in cell {cell}</source>
        <translation>{card} liegt nicht in Zelle {cell}</translation>
    </message>
    <message>
        <source>Cell {cell} already holds a card</source>
        <translation>In Zelle {cell} liegt schon eine Karte</translation>
    </message>
    <message>
        <source>Only the last card of a column can go into a cell, never a block</source>
        <translation>Nur die letzte Karte einer Spalte darf in eine Zelle, nie ein Block</translation>
    </message>
    <message>
        <source>Nothing can be placed in a cell in this game</source>
        <translation>In diesem Spiel darf keine Karte in eine Zelle</translation>
    </message>
    <message>
        <source>A card never moves from one cell to another</source>
        <translation>Eine Karte wechselt nie von einer Zelle in eine andere</translation>
    </message>
    <message>
        <source>Scorpion</source>
        <translation>Scorpion</translation>
    </message>
    <message>
        <source>Wasp</source>
        <translation>Wasp</translation>
    </message>
    <message>
        <source>Three Blind Mice</source>
        <translation>Three Blind Mice</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>every rule set, in the order the app lists them (the engine&apos;s, RULES.md §6)</extracomment>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Locker</translation>
    </message>
    <message>
        <source>Scorpion II</source>
        <translation>Scorpion II</translation>
    </message>
    <message>
        <source>Wasp II</source>
        <translation>Wasp II</translation>
    </message>
    <message>
        <source>How They Run</source>
        <translation>How They Run</translation>
    </message>
    <message>
        <source>Build down in the same suit: 7♠ on 8♠. Only Kings fill empty columns.</source>
        <translation>Absteigend in derselben Farbe anlegen: die 7♠ auf die 8♠. Nur Könige füllen leere Spalten.</translation>
    </message>
    <message>
        <source>Build down in any suit: 7♥ on 8♠. Runs must still be one suit.</source>
        <translation>Absteigend in beliebiger Farbe anlegen: die 7♥ auf die 8♠. Folgen müssen trotzdem einfarbig sein.</translation>
    </message>
    <message>
        <source>As Classic, but only columns 1 to 3 start with face-down cards.</source>
        <translation>Wie Klassisch, aber nur die Spalten 1 bis 3 beginnen mit verdeckten Karten.</translation>
    </message>
    <message>
        <source>As Classic, but any card or block may fill an empty column.</source>
        <translation>Wie Klassisch, aber jede Karte und jeder Block darf eine leere Spalte füllen.</translation>
    </message>
    <message>
        <source>As Wasp, but only columns 1 to 3 start with face-down cards.</source>
        <translation>Wie Wasp, aber nur die Spalten 1 bis 3 beginnen mit verdeckten Karten.</translation>
    </message>
    <message>
        <source>Ten columns and no reserve: the last two cards lie in two cells, and each may be played onto a column.</source>
        <translation>Zehn Spalten und keine Reserve: Die letzten zwei Karten liegen in zwei Zellen, und jede darf auf eine Spalte gespielt werden.</translation>
    </message>
    <message>
        <source>As Three Blind Mice, but the cells are free cells: a column&apos;s last card may also go into an empty cell.</source>
        <translation>Wie Three Blind Mice, aber die Zellen sind frei: Die letzte Karte einer Spalte darf auch in eine leere Zelle.</translation>
    </message>
    <message>
        <source>deal the reserve</source>
        <translation>Reserve austeilen</translation>
    </message>
    <message>
        <source>the run from {card} in column {source} to a foundation</source>
        <translation>die Folge ab {card} aus Spalte {source} auf einen Zielstapel</translation>
    </message>
    <message>
        <source>{card} from cell {cell} to column {target}</source>
        <translation>{card} von Zelle {cell} auf Spalte {target}</translation>
    </message>
    <message>
        <source>{card} from column {source} to cell {cell}</source>
        <translation>{card} von Spalte {source} in Zelle {cell}</translation>
    </message>
    <message>
        <source>{card} from column {source} to column {target}</source>
        <translation>{card} von Spalte {source} auf Spalte {target}</translation>
    </message>
</context>
<context>
    <name>SlipPanel</name>
    <message>
        <source>Where Did It &amp;Slip Away?</source>
        <translation>Wo ging das Spiel &amp;verloren?</translation>
    </message>
    <message>
        <source>Turning Point</source>
        <translation>Wendepunkt</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Gewinnweg zeigen</translation>
    </message>
    <message>
        <source>Try Again from Here</source>
        <translation>Von hier erneut versuchen</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <source>Analysing… the solver looks along your moves (up to {seconds} s)</source>
        <translation>Analyse läuft… Der Löser geht deine Züge durch (bis zu {seconds} s)</translation>
    </message>
    <message>
        <source>The analysis did not finish: the solver gave no answer in time. Try again later.</source>
        <translation>Die Analyse wurde nicht fertig: Der Löser hat nicht rechtzeitig geantwortet. Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>(Not saved: games are not being saved.)</source>
        <translation>(Nicht gespeichert: Spiele werden nicht gespeichert.)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>SoundDialog</name>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Töne &amp;abspielen</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <source>Turning point</source>
        <translation>Wendepunkt</translation>
    </message>
    <message>
        <source>The games cannot be sorted by this column</source>
        <translation>Nach dieser Spalte lassen sich die Spiele nicht sortieren</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Durchschnittliche Punktzahl</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Schnellster Sieg</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Wenigste Züge zum Sieg</translation>
    </message>
    <message>
        <source>Average completion</source>
        <translation>Durchschnittlicher Fortschritt</translation>
    </message>
    <message>
        <source>Daily deals played</source>
        <translation>Gespielte Tagesverteilungen</translation>
    </message>
    <message>
        <source>Daily deals won</source>
        <translation>Gewonnene Tagesverteilungen</translation>
    </message>
    <message>
        <source>Daily streak (days)</source>
        <translation>Tagesserie (Tage)</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>{value} %</source>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>Daily {date}</source>
        <translation>Täglich {date}</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Eigene Stellung</translation>
    </message>
    <message>
        <source>#{number}</source>
        <translation>#{number}</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>ran out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Win rate, Easy deals</source>
        <translation>Gewinnquote, leichte Verteilungen</translation>
    </message>
    <message>
        <source>Win rate, Medium deals</source>
        <translation>Gewinnquote, mittlere Verteilungen</translation>
    </message>
    <message>
        <source>Win rate, Hard deals</source>
        <translation>Gewinnquote, schwere Verteilungen</translation>
    </message>
    <message>
        <source>Win rate, deals not graded</source>
        <translation>Gewinnquote, Verteilungen ohne Stufe</translation>
    </message>
    <message>
        <source>Average winning time</source>
        <translation>Durchschnittliche Siegzeit</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Gespielte Zeit</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Rücknahmen</translation>
    </message>
    <message>
        <source>{percent} ({count} of {total})</source>
        <translation>{percent} ({count} von {total})</translation>
    </message>
    <message>
        <source>Wins at or under par</source>
        <translation>Siege mit Par oder weniger</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Übersicht</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>&amp;Daily Deals</source>
        <translation>&amp;Tagesverteilungen</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Bestenliste</translation>
    </message>
    <message>
        <source>Reset Statistics…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Delete finished games, for one rule set or all</source>
        <translation>Beendete Spiele löschen, für eine Regel oder alle</translation>
    </message>
    <message>
        <source>Games are not being saved, so nothing can be reset</source>
        <translation>Spiele werden nicht gespeichert, deshalb lässt sich nichts zurücksetzen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its moves could not be read.</source>
        <translation>Dieses Spiel kann nicht wiedergegeben werden: Seine Züge ließen sich nicht lesen.</translation>
    </message>
    <message>
        <source>scorpion-history.csv</source>
        <translation>scorpion-verlauf.csv</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported:
{error}</source>
        <translation>Der Verlauf konnte nicht exportiert werden:
{error}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Export abgebrochen: Es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Games exported to {path}: {count}</source>
        <translation>Nach {path} exportierte Spiele: {count}</translation>
    </message>
    <message>
        <source>Finished games deleted: {count}</source>
        <translation>Gelöschte beendete Spiele: {count}</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Daily deal {date}</source>
        <translation>Tagesverteilung {date}</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Eigene Stellung</translation>
    </message>
    <message>
        <source>Deal #{number}</source>
        <translation>Verteilung #{number}</translation>
    </message>
    <message>
        <source>{deal} · {grade}</source>
        <translation>{deal} · {grade}</translation>
    </message>
</context>
<context>
    <name>SummaryView</name>
    <message>
        <source>&lt;h3&gt;No games yet&lt;/h3&gt;&lt;p&gt;Your statistics appear here once you have played a game: a game counts from its first move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Noch keine Spiele&lt;/h3&gt;&lt;p&gt;Deine Statistik erscheint hier, sobald du ein Spiel gespielt hast: Ein Spiel zählt ab seinem ersten Zug.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games match&lt;/h3&gt;&lt;p&gt;No game played has a deal of this grade; choose another grade.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Keine passenden Spiele&lt;/h3&gt;&lt;p&gt;Kein gespieltes Spiel hat eine Verteilung dieser Stufe; wähle eine andere Stufe.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ToolbarMenu</name>
    <message>
        <source>T&amp;oolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Icons Only</source>
        <translation>Nur &amp;Symbole</translation>
    </message>
    <message>
        <source>Text &amp;Beside Icons</source>
        <translation>Text &amp;neben Symbolen</translation>
    </message>
    <message>
        <source>&amp;Text Only</source>
        <translation>Nur &amp;Text</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste anzeigen</translation>
    </message>
    <message>
        <source>Show Status &amp;Bar</source>
        <translation>&amp;Statusleiste anzeigen</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Congratulations — all four runs are complete!</source>
        <translation>Glückwunsch — alle vier Folgen sind fertig!</translation>
    </message>
    <message>
        <source>Score: {score}
Moves: {moves}
Time: {time}</source>
        <translation>Punkte: {score}
Züge: {moves}
Zeit: {time}</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Play This Deal Again</source>
        <translation>Diese Verteilung noch einmal spielen</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Ergebnis kopieren</translation>
    </message>
</context>
<context>
    <name>ShareLine</name>
    <message>
        <source>{rules} daily {date}</source>
        <translation>Tagesspiel {rules} {date}</translation>
    </message>
    <message>
        <source>won in {moves}</source>
        <translation>gewonnen in {moves}</translation>
    </message>
    <message>
        <source>lost after 1 move</source>
        <translation>verloren nach 1 Zug</translation>
    </message>
    <message>
        <source>lost after {moves} moves</source>
        <translation>verloren nach {moves} Zügen</translation>
    </message>
    <message>
        <source>(par {par})</source>
        <translation>(Par {par})</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>keine Hinweise</translation>
    </message>
    <message>
        <source>1 hint</source>
        <translation>1 Hinweis</translation>
    </message>
    <message>
        <source>{hints} hints</source>
        <translation>{hints} Hinweise</translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <translation>Platz {rank}</translation>
    </message>
    <message>
        <source>rank {rank} of {total}</source>
        <translation>Platz {rank} von {total}</translation>
    </message>
</context>
</TS>
