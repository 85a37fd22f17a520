<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>New game: {rules}, {deal}</source>
        <translation>Yeni oyun: {rules}, {deal}</translation>
    </message>
    <message>
        <source>No moves left: undo, restart this deal or start a new game</source>
        <translation>Hamle kalmadı: geri alın, bu dağıtımı yeniden başlatın ya da yeni bir oyun başlatın</translation>
    </message>
    <message>
        <source>You won! Score {score}, {moves} moves, time {time}</source>
        <translation>Kazandınız! Puan {score}, {moves} hamle, süre {time}</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Standard</source>
        <translation>Standart</translation>
    </message>
    <message>
        <source>Classic (traditional court cards)</source>
        <translation>Klasik (geleneksel resimli kartlar)</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>İri yazılı</translation>
    </message>
    <message>
        <source>Blue diamonds</source>
        <translation>Mavi baklava desenli</translation>
    </message>
    <message>
        <source>Blue, with aces</source>
        <translation>Mavi, aslı</translation>
    </message>
    <message>
        <source>Red, with aces</source>
        <translation>Kırmızı, aslı</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Yeşil</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Mavi</translation>
    </message>
    <message>
        <source>Wine red</source>
        <translation>Şarap kırmızısı</translation>
    </message>
    <message>
        <source>Dark (low glare)</source>
        <translation>Koyu (az parlayan)</translation>
    </message>
    <message>
        <source>Plain black (high contrast)</source>
        <translation>Düz siyah (yüksek karşıtlık)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistem</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Açık</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Koyu</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>Masa ve Kartlar</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kartlar</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kart arkası</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Kartlar:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kart &amp;arkası:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Masa:</translation>
    </message>
    <message>
        <source>Window colours</source>
        <translation>Pencere renkleri</translation>
    </message>
    <message>
        <source>&amp;Window colours:</source>
        <translation>&amp;Pencere renkleri:</translation>
    </message>
</context>
<context>
    <name>BestNews</name>
    <message>
        <source>Your first win under the {rules} rules!</source>
        <translation>{rules} kurallarıyla ilk galibiyetin!</translation>
    </message>
    <message>
        <source>New best score: {score} (was {before})</source>
        <translation>Yeni en iyi puan: {score} (önceki {before})</translation>
    </message>
    <message>
        <source>Fewest moves yet: {moves} (was {before})</source>
        <translation>Şimdiye kadarki en az hamle: {moves} (önceki {before})</translation>
    </message>
    <message>
        <source>Fastest win yet: {time} (was {before})</source>
        <translation>Şimdiye kadarki en hızlı galibiyet: {time} (önceki {before})</translation>
    </message>
    <message>
        <source>{wins} wins in a row — your longest streak yet</source>
        <translation>Üst üste {wins} galibiyet — şimdiye kadarki en uzun serin</translation>
    </message>
    <message>
        <source>{wins} wins in a row — as many as your best</source>
        <translation>Üst üste {wins} galibiyet — en iyi serinle aynı</translation>
    </message>
    <message>
        <source>{wins} wins in a row — your best is {best}</source>
        <translation>Üst üste {wins} galibiyet — en iyi serin {best}</translation>
    </message>
</context>
<context>
    <name>BlunderCheck</name>
    <message>
        <source>&amp;Play It</source>
        <translation>&amp;Oyna</translation>
    </message>
    <message>
        <source>Losing Move</source>
        <extracomment>how long a move waits for the solver&apos;s verdict before it is played without one the worker&apos;s own time limit for the verdict (it stops there even if nobody cancels it) the purpose of its solver jobs: a newer check cancels the one before the question is shown (its box is :attr:`box`) a move held back was played (True) or dropped (False)</extracomment>
        <translation>Kaybettiren hamle</translation>
    </message>
    <message>
        <source>This move loses a winnable game. Play it anyway?</source>
        <translation>Bu hamle kazanılabilir bir oyunu kaybettirir. Yine de oynansın mı?</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Scorpion board</source>
        <translation>Scorpion oyun alanı</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>Ace</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Ası</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>İkilisi</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Üçlüsü</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Dörtlüsü</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Beşlisi</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Altılısı</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Yedilisi</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Sekizlisi</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Dokuzlusu</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Onlusu</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Valesi</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Kızı</translation>
    </message>
    <message>
        <source>King</source>
        <comment>rank in a card&apos;s name</comment>
        <translation>Papazı</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Sinek</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Kupa</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Maça</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Kapalı kart</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Yedek</translation>
    </message>
    <message>
        <source>Foundation {number}</source>
        <translation>Ayrılmış yer {number}</translation>
    </message>
    <message>
        <source>Cell {number}</source>
        <translation>Hücre {number}</translation>
    </message>
    <message>
        <source>Column {number}</source>
        <translation>Sütun {number}</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Boş</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} ile {last} arası</translation>
    </message>
    <message>
        <source>1 card, face down</source>
        <translation>1 kart, kapalı</translation>
    </message>
    <message>
        <source>{count} cards, all face down</source>
        <translation>{count} kart, hepsi kapalı</translation>
    </message>
    <message>
        <source>1 card: {cards}</source>
        <translation>1 kart: {cards}</translation>
    </message>
    <message>
        <source>{count} cards: {cards}</source>
        <translation>{count} kart: {cards}</translation>
    </message>
    <message>
        <source>{count} cards: {down} face down, then {cards}</source>
        <translation>{count} kart: {down} kapalı, ardından {cards}</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>Lowest to highest</source>
        <translation>En düşükten en yükseğe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Kazanılan oyunlar (%)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games yet&lt;/h3&gt;&lt;p&gt;Charts of your scores and wins appear here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Henüz oyun yok&lt;/h3&gt;&lt;p&gt;Puanlarınızın ve galibiyetlerinizin grafikleri burada görünür.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Ortalama puan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Kazanılmayan</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games match&lt;/h3&gt;&lt;p&gt;Try other rules, results, grades or dates.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Eşleşen oyun yok&lt;/h3&gt;&lt;p&gt;Başka kurallar, sonuçlar, zorluklar veya tarihler deneyin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Games won among the last {count} games</source>
        <translation>Son {count} oyunda kazanılan oyunlar</translation>
    </message>
    <message>
        <source>Average score by period</source>
        <translation>Döneme göre ortalama puan</translation>
    </message>
    <message>
        <source>Score per game</source>
        <translation>Oyun başına puan</translation>
    </message>
    <message>
        <source>Games: {games}. Games a point sums up, on average: {each}.</source>
        <translation>Oyun: {games}. Nokta başına ortalama oyun: {each}.</translation>
    </message>
    <message>
        <source>Games: {games}. Each point is one game.</source>
        <translation>Oyun: {games}. Her nokta bir oyundur.</translation>
    </message>
    <message>
        <source>The share of games won is drawn once {count} games are played.</source>
        <translation>Kazanılan oyunların oranı {count} oyun oynandıktan sonra çizilir.</translation>
    </message>
</context>
<context>
    <name>ClubChoice</name>
    <message>
        <source>Board</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Herkes</translation>
    </message>
</context>
<context>
    <name>ClubPanel</name>
    <message>
        <source>Clubs</source>
        <translation>Kulüpler</translation>
    </message>
    <message>
        <source>Your clubs</source>
        <translation>Kulüplerin</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Kulüp</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Üyeler</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Davet kodu</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>Kodu &amp;Kopyala</translation>
    </message>
    <message>
        <source>&amp;Renew Code…</source>
        <translation>Kodu &amp;Yenile…</translation>
    </message>
    <message>
        <source>Lea&amp;ve Club…</source>
        <translation>Kulüpten Ay&amp;rıl…</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Katı&amp;l</translation>
    </message>
    <message>
        <source>Crea&amp;te a Club…</source>
        <translation>Kulüp &amp;Oluştur…</translation>
    </message>
    <message>
        <source>Clubs news</source>
        <translation>Kulüp haberleri</translation>
    </message>
    <message>
        <source>Your c&amp;lubs:</source>
        <translation>K&amp;ulüplerin:</translation>
    </message>
    <message>
        <source>Invite c&amp;ode:</source>
        <translation>Da&amp;vet kodu:</translation>
    </message>
    <message>
        <source>Reading your clubs…</source>
        <translation>Kulüplerin okunuyor…</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Katılınıyor…</translation>
    </message>
    <message>
        <source>Create a Club</source>
        <translation>Kulüp Oluştur</translation>
    </message>
    <message>
        <source>The club&apos;s name:</source>
        <translation>Kulübün adı:</translation>
    </message>
    <message>
        <source>Club name</source>
        <translation>Kulüp adı</translation>
    </message>
    <message>
        <source>Creating the club…</source>
        <translation>Kulüp oluşturuluyor…</translation>
    </message>
    <message>
        <source>Give “{name}” a new invite code? The old code stops working at once: whoever has not joined with it yet needs the new one.</source>
        <translation>“{name}” için yeni bir davet kodu alınsın mı? Eski kod hemen geçersiz olur: onunla henüz katılmamış olanların yeni koda ihtiyacı olur.</translation>
    </message>
    <message>
        <source>Renew the Invite Code?</source>
        <translation>Davet Kodu Yenilensin mi?</translation>
    </message>
    <message>
        <source>Renewing the code…</source>
        <translation>Kod yenileniyor…</translation>
    </message>
    <message>
        <source>Leave “{name}”? Its board will no longer show your results, and to join again you need its invite code.</source>
        <translation>“{name}” kulübünden ayrılınsın mı? Kulübün sıralaması artık senin sonuçlarını göstermez; yeniden katılmak için davet kodu gerekir.</translation>
    </message>
    <message>
        <source>Leave “{name}”? You are its last member: the club is deleted.</source>
        <translation>“{name}” kulübünden ayrılınsın mı? Son üyesi sensin: kulüp silinir.</translation>
    </message>
    <message>
        <source>Leave the Club?</source>
        <translation>Kulüpten Ayrılınsın mı?</translation>
    </message>
    <message>
        <source>Leaving…</source>
        <translation>Ayrılınıyor…</translation>
    </message>
</context>
<context>
    <name>Clubs</name>
    <message>
        <source>No club has this invite code.</source>
        <translation>Bu davet kodu hiçbir kulübün değil.</translation>
    </message>
    <message>
        <source>You are in as many clubs as the server allows: leave one to join or create another.</source>
        <translation>Sunucunun izin verdiği kadar kulüptesin: başka birine katılmak ya da yenisini oluşturmak için birinden ayrıl.</translation>
    </message>
    <message>
        <source>You are no longer a member of this club.</source>
        <translation>Artık bu kulübün üyesi değilsin.</translation>
    </message>
    <message>
        <source>Only the club&apos;s creator can renew its invite code.</source>
        <translation>Davet kodunu yalnızca kulübü kuran yenileyebilir.</translation>
    </message>
    <message>
        <source>This club no longer exists on the server.</source>
        <translation>Bu kulüp artık sunucuda yok.</translation>
    </message>
    <message>
        <source>This club has as many members as the server allows.</source>
        <translation>Bu kulübün, sunucunun izin verdiği kadar üyesi var.</translation>
    </message>
    <message>
        <source>The leaderboard server no longer knows your player name — register again under Settings → Online Leaderboard.</source>
        <translation>Sıralama sunucusu oyuncu adını artık tanımıyor — Ayarlar → Çevrimiçi Sıralama&apos;dan yeniden kaydol.</translation>
    </message>
    <message>
        <source>The server refused: {reason}</source>
        <translation>Sunucu reddetti: {reason}</translation>
    </message>
    <message>
        <source>The server does not accept this club name: {reason}</source>
        <translation>Sunucu bu kulüp adını kabul etmiyor: {reason}</translation>
    </message>
    <message>
        <source>Too many tries — try again in a second.</source>
        <translation>Çok fazla deneme — bir saniye sonra yeniden dene.</translation>
    </message>
    <message>
        <source>Too many tries — try again in {seconds} seconds.</source>
        <translation>Çok fazla deneme — {seconds} saniye sonra yeniden dene.</translation>
    </message>
    <message>
        <source>Club “{name}” created. Give its invite code {code} to the friends you want in it.</source>
        <translation>“{name}” kulübü oluşturuldu. Davet kodu {code}&apos;u kulüpte görmek istediğin arkadaşlarına ver.</translation>
    </message>
    <message>
        <source>You are a member of “{name}”.</source>
        <translation>“{name}” kulübünün üyesisin.</translation>
    </message>
    <message>
        <source>You left “{name}”.</source>
        <translation>“{name}” kulübünden ayrıldın.</translation>
    </message>
    <message>
        <source>The invite code of “{name}” is now {code}; the old code no longer works.</source>
        <translation>“{name}” kulübünün davet kodu artık {code}; eski kod geçersiz.</translation>
    </message>
    <message>
        <source>The invite code of “{name}” is on the clipboard.</source>
        <translation>“{name}” kulübünün davet kodu panoya kopyalandı.</translation>
    </message>
    <message>
        <source>Clubs need a registered player name: enter the server and your name above and press OK, then open this dialog again.</source>
        <translation>Kulüpler için kayıtlı bir oyuncu adı gerekir: yukarıya sunucuyu ve adını yaz, Tamam&apos;a bas, sonra bu pencereyi yeniden aç.</translation>
    </message>
    <message>
        <source>You are in no club yet: create one, or join one with the invite code a member gave you.</source>
        <translation>Henüz hiçbir kulüpte değilsin: bir kulüp oluştur ya da bir üyenin verdiği davet koduyla birine katıl.</translation>
    </message>
</context>
<context>
    <name>DailyView</name>
    <message>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Played, not won</source>
        <translation>Oynandı, kazanılmadı</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Kaçırıldı</translation>
    </message>
    <message>
        <source>Double-click a day to play its deal.</source>
        <translation>Dağıtımını oynamak için bir güne çift tıklayın.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Daily streak:&lt;/b&gt; {days} (days in a row whose daily deal was won on the day)</source>
        <translation>&lt;b&gt;Günlük seri:&lt;/b&gt; {days} (günün dağıtımının o gün kazanıldığı art arda gün sayısı)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Daily streak:&lt;/b&gt; none yet — win today&apos;s daily deal to start one</source>
        <translation>&lt;b&gt;Günlük seri:&lt;/b&gt; henüz yok — bir seri başlatmak için günün dağıtımını kazanın</translation>
    </message>
    <message>
        <source>{date}: today&apos;s daily deal is waiting for you.</source>
        <translation>{date}: günün dağıtımı sizi bekliyor.</translation>
    </message>
    <message>
        <source>{date}: no daily deal played.</source>
        <translation>{date}: günlük dağıtım oynanmadı.</translation>
    </message>
    <message>
        <source>{date}: missed.</source>
        <translation>{date}: kaçırıldı.</translation>
    </message>
    <message>
        <source>{date}: played, not finished yet.</source>
        <translation>{date}: oynandı, henüz bitmedi.</translation>
    </message>
    <message>
        <source>{date}: won; best score {score} (deal #{deal}).</source>
        <translation>{date}: kazanıldı; en iyi puan {score} (dağıtım #{deal}).</translation>
    </message>
    <message>
        <source>{date}: played, not won; best score {score} (deal #{deal}).</source>
        <translation>{date}: oynandı, kazanılmadı; en iyi puan {score} (dağıtım #{deal}).</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Kurallar:</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Sonucu Kopyala</translation>
    </message>
    <message>
        <source>Result copied: {line}</source>
        <translation>Sonuç kopyalandı: {line}</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All rules</source>
        <translation>Tüm kurallar</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tüm sonuçlar</translation>
    </message>
    <message>
        <source>The games whose deal has this grade</source>
        <translation>Dağıtımı bu zorlukta olan oyunlar</translation>
    </message>
    <message>
        <source>All grades</source>
        <translation>Tüm zorluklar</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Tüm zamanlar</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Son 7 gün</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Son 30 gün</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>Son 12 ay</translation>
    </message>
    <message>
        <source>Dates…</source>
        <translation>Tarihler…</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Göster:</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Dağıtım numarası</translation>
    </message>
    <message>
        <source>The games of this deal number only</source>
        <translation>Yalnızca bu numaralı dağıtımın oyunları</translation>
    </message>
    <message>
        <source>Daily only</source>
        <translation>Yalnızca günlük</translation>
    </message>
    <message>
        <source>The daily deals&apos; games only</source>
        <translation>Yalnızca günlük dağıtımların oyunları</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Not saving</source>
        <translation>Kaydedilmiyor</translation>
    </message>
    <message>
        <source>Games are not being saved</source>
        <translation>Oyunlar kaydedilmiyor</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Puan: {score}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Hamle: {moves}</translation>
    </message>
    <message>
        <source>{time} (paused)</source>
        <translation>{time} (duraklatıldı)</translation>
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
        <translation>&amp;Tüm Oyunları Dışa Aktar…</translation>
    </message>
    <message>
        <source>Save every finished game with its moves, to take to another computer</source>
        <translation>Bitmiş her oyunu hamleleriyle birlikte kaydet, başka bir bilgisayara taşımak için</translation>
    </message>
    <message>
        <source>I&amp;mport Games…</source>
        <translation>Oyunları İçe A&amp;ktar…</translation>
    </message>
    <message>
        <source>Add the games of a file exported here or on another computer</source>
        <translation>Burada ya da başka bir bilgisayarda dışa aktarılmış bir dosyanın oyunlarını ekle</translation>
    </message>
    <message>
        <source>scorpion-games.json</source>
        <translation>scorpion-oyunlar.json</translation>
    </message>
    <message>
        <source>Export All Games</source>
        <translation>Tüm Oyunları Dışa Aktar</translation>
    </message>
    <message>
        <source>Import Games</source>
        <translation>Oyunları İçe Aktar</translation>
    </message>
    <message>
        <source>Scorpion Qt games (*.json)</source>
        <translation>Scorpion Qt oyunları (*.json)</translation>
    </message>
    <message>
        <source>Exporting games to {path}…</source>
        <translation>Oyunlar {path} dosyasına aktarılıyor…</translation>
    </message>
    <message>
        <source>Importing games from {path}…</source>
        <translation>Oyunlar {path} dosyasından alınıyor…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Games File</source>
        <translation>Oyun Dosyası</translation>
    </message>
    <message>
        <source>The games could not be exported:
{error}</source>
        <translation>Oyunlar dışa aktarılamadı:
{error}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Dışa aktarma iptal edildi: hiçbir şey yazılmadı</translation>
    </message>
    <message>
        <source>All games exported to {path}: {count}</source>
        <translation>Tüm oyunlar {path} dosyasına aktarıldı: {count}</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported</source>
        <translation>İçe aktarma iptal edildi: hiçbir şey alınmadı</translation>
    </message>
    <message>
        <source>Games imported: {count}</source>
        <translation>İçe aktarılan oyunlar: {count}</translation>
    </message>
    <message>
        <source>Already here (not added again): {count}</source>
        <translation>Zaten burada olanlar (yeniden eklenmedi): {count}</translation>
    </message>
    <message>
        <source>Daily games added as ordinary games, their date having another deal here: {count}</source>
        <translation>Tarihinin burada başka bir dağıtımı olduğu için sıradan oyun olarak eklenen günlük oyunlar: {count}</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Dosya yok.</translation>
    </message>
    <message>
        <source>It is not a plain file (a folder, a pipe or a device).</source>
        <translation>Bu sıradan bir dosya değil (bir klasör, bir boru ya da bir aygıt).</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Dosya okunamıyor.</translation>
    </message>
    <message>
        <source>The file is larger than {size} MiB.</source>
        <translation>Dosya {size} MiB'tan büyük.</translation>
    </message>
    <message>
        <source>The file is not a Scorpion Qt games file: it is not JSON text.</source>
        <translation>Dosya bir Scorpion Qt oyun dosyası değil: JSON metni değil.</translation>
    </message>
    <message>
        <source>The file ends too early: it was probably cut short when copied.</source>
        <translation>Dosya erken bitiyor: büyük olasılıkla kopyalanırken kesildi.</translation>
    </message>
    <message>
        <source>The file is not a Scorpion Qt games file.</source>
        <translation>Dosya bir Scorpion Qt oyun dosyası değil.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Scorpion Qt: update the game to import it.</source>
        <translation>Dosya Scorpion Qt'nin daha yeni bir sürümüyle yazılmış: içe aktarmak için oyunu güncelleyin.</translation>
    </message>
    <message>
        <source>Game {number} in the file is not valid.</source>
        <translation>Dosyadaki {number}. oyun geçerli değil.</translation>
    </message>
    <message>
        <source>The moves of game {number} in the file do not replay.</source>
        <translation>Dosyadaki {number}. oyunun hamleleri yeniden oynanamıyor.</translation>
    </message>
    <message>
        <source>Games are not being saved now, so none can be imported.</source>
        <translation>Oyunlar şu anda kaydedilmiyor, bu yüzden hiçbiri içe aktarılamaz.</translation>
    </message>
    <message>
        <source>The games could not be saved.</source>
        <translation>Oyunlar kaydedilemedi.</translation>
    </message>
    <message>
        <source>A game in the file is not valid.</source>
        <translation>Dosyadaki bir oyun geçerli değil.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Hiçbir şey içe aktarılmadı.</translation>
    </message>
</context>
<context>
    <name>Grade</name>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Rules of Scorpion</source>
        <translation>Scorpion kuralları</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Strateji ipuçları</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tuşlar</translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>Export History</source>
        <translation>Geçmişi Dışa Aktar</translation>
    </message>
    <message>
        <source>Exporting games to {path}…</source>
        <translation>Oyunlar {path} dosyasına aktarılıyor…</translation>
    </message>
    <message>
        <source>Exporting games to {path}: {count} of {total}</source>
        <translation>Oyunlar {path} dosyasına aktarılıyor: {count} / {total}</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>&amp;Replay…</source>
        <translation>Yeniden &amp;İzle…</translation>
    </message>
    <message>
        <source>Watch this game again, move by move</source>
        <translation>Bu oyunu hamle hamle yeniden izleyin</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>Bu Dağıtımı Yeniden &amp;Oyna</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV Olarak Dışa &amp;Aktar…</translation>
    </message>
    <message>
        <source>Save the games listed here to a CSV file</source>
        <translation>Burada listelenen oyunları bir CSV dosyasına kaydedin</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Oyun: {count}</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games yet&lt;/h3&gt;&lt;p&gt;Every game you play is listed here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Henüz oyun yok&lt;/h3&gt;&lt;p&gt;Oynadığınız her oyun burada listelenir.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games match&lt;/h3&gt;&lt;p&gt;No game matches these choices; try other rules, results, grades or dates.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Eşleşen oyun yok&lt;/h3&gt;&lt;p&gt;Bu seçimlere uyan oyun yok; başka kurallar, sonuçlar, zorluklar veya tarihler deneyin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Start a new game with this deal and rules</source>
        <translation>Bu dağıtım ve kurallarla yeni bir oyun başlatın</translation>
    </message>
    <message>
        <source>This game started from a pasted position, not a numbered deal</source>
        <translation>Bu oyun numaralı bir dağıtımdan değil, yapıştırılmış bir konumdan başladı</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Sistem varsayılanı</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Scorpion will use the new language the next time it starts.</source>
        <translation>Scorpion yeni dili bir sonraki açılışta kullanacak.</translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>All rules</source>
        <translation>Tüm kurallar</translation>
    </message>
    <message>
        <source>Best {count} wins of</source>
        <translation>En iyi {count} galibiyet:</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Sıra</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>On this co&amp;mputer</source>
        <translation>Bu &amp;bilgisayarda</translation>
    </message>
    <message>
        <source>&amp;Online</source>
        <translation>&amp;Çevrimiçi</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No wins yet&lt;/h3&gt;&lt;p&gt;Win a game to see it here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Henüz galibiyet yok&lt;/h3&gt;&lt;p&gt;Burada görmek için bir oyun kazanın.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No win of this deal yet&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Bu dağıtımın henüz galibiyeti yok&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>İpuçları</translation>
    </message>
    <message>
        <source>only the deal chosen in History</source>
        <translation>yalnızca Geçmiş&apos;te seçilen dağıtım</translation>
    </message>
    <message>
        <source>only deal #{deal}</source>
        <translation>yalnızca dağıtım #{deal}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>a name in its path is too long</source>
        <translation>yolundaki bir ad çok uzun</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>yolunun bir parçası klasör değil, bir dosya</translation>
    </message>
    <message>
        <source>its name is taken by something that is not a folder</source>
        <translation>adı klasör olmayan bir şey tarafından kullanılıyor</translation>
    </message>
    <message>
        <source>permission is denied</source>
        <translation>izin verilmiyor</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk salt okunur</translation>
    </message>
    <message>
        <source>its symbolic links go round in a circle</source>
        <translation>sembolik bağlantıları bir döngü oluşturuyor</translation>
    </message>
    <message>
        <source>a part of its path does not exist</source>
        <translation>yolunun bir parçası yok</translation>
    </message>
    <message>
        <source>{reason}: {why}</source>
        <translation>{reason}: {why}</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Yeni Oyun…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Bu Dağıtımı Yeniden &amp;Başlat</translation>
    </message>
    <message>
        <source>&amp;Deal Reserve</source>
        <translation>Yedeği &amp;Dağıt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;İpucu</translation>
    </message>
    <message>
        <source>&amp;Finish Automatically</source>
        <translation>&amp;Otomatik Bitir</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Konumu &amp;Kopyala</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Konumu Ya&amp;pıştır</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>İ&amp;statistikler…</translation>
    </message>
    <message>
        <source>&amp;Where Did It Slip Away?</source>
        <translation>Oyun Nerede &amp;Elden Kaçtı?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çıkış</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>&amp;Etkileşimli Kurallar</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animasyonlar</translation>
    </message>
    <message>
        <source>&amp;Timed Scoring</source>
        <translation>&amp;Süreli Puanlama</translation>
    </message>
    <message>
        <source>Show &amp;Winnability</source>
        <translation>Kazanılabilirliği &amp;Göster</translation>
    </message>
    <message>
        <source>Warn Before Losing &amp;Moves</source>
        <translation>Kaybettiren &amp;hamlelerden önce uyar</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Dört &amp;Renkli Deste</translation>
    </message>
    <message>
        <source>&amp;Large Card Corners</source>
        <translation>&amp;Büyük Kart Köşeleri</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Kurallar…</translation>
    </message>
    <message>
        <source>&amp;Tips…</source>
        <translation>&amp;Strateji İpuçları…</translation>
    </message>
    <message>
        <source>&amp;Play the Example Deal</source>
        <translation>Örnek Dağıtımı &amp;Oyna</translation>
    </message>
    <message>
        <source>&amp;About Scorpion</source>
        <translation>Scorpion &amp;Hakkında</translation>
    </message>
    <message>
        <source>A&amp;ppearance…</source>
        <translation>&amp;Masa ve Kartlar…</translation>
    </message>
    <message>
        <source>&amp;Sound…</source>
        <translation>Ses A&amp;yarları…</translation>
    </message>
    <message>
        <source>Online Leader&amp;board…</source>
        <translation>&amp;Çevrimiçi Sıralama…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Düzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Your preferences could not be read, so the defaults are used; changes last until you quit</source>
        <translation>Tercihleriniz okunamadı, bu yüzden varsayılanlar kullanılıyor; değişiklikler uygulamadan çıkana kadar geçerli</translation>
    </message>
    <message>
        <source>Checking…</source>
        <extracomment>the status bar&apos;s text of the hint asked for or shown, which the next position takes away (as it takes the hint&apos;s marks off the board)</extracomment>
        <translation>Denetleniyor…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Kazanılabilir</translation>
    </message>
    <message>
        <source>Scorpion Qt {version} — Scorpion solitaire.

Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.

Cards: Nicu Buculei, Open Clip Art Library (public domain). Font: DejaVu Sans.</source>
        <translation>Scorpion Qt {version} — Scorpion solitaire oyunu.

GNU Genel Kamu Lisansı, sürüm 3 veya sonrası altında özgür yazılımdır: bu lisansın koşullarıyla paylaşabilir ve değiştirebilirsiniz. Hiçbir garanti verilmez.

Kartlar: Nicu Buculei, Open Clip Art Library (kamu malı). Yazı tipi: DejaVu Sans.</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Bilinmiyor</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>İpucu aranıyor…</translation>
    </message>
    <message>
        <source>There is no move to suggest.</source>
        <translation>Önerilecek bir hamle yok.</translation>
    </message>
    <message>
        <source>{move} (no winning line is known)</source>
        <translation>{move} (bilinen bir kazanma yolu yok)</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>İpucu: {move}</translation>
    </message>
    <message>
        <source>Scorpion Qt</source>
        <translation>Scorpion Qt</translation>
    </message>
    <message>
        <source>No longer winnable — Undo to go back</source>
        <translation>Artık kazanılamaz — geri dönmek için Geri Al</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Kazanılamaz</translation>
    </message>
    <message>
        <source>{move} (no longer winnable — Undo to go back)</source>
        <translation>{move} (artık kazanılamaz — geri dönmek için Geri Al)</translation>
    </message>
    <message>
        <source>{move} (this game cannot be won)</source>
        <translation>{move} (bu oyun kazanılamaz)</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Bu dağıtım yeniden başlatılsın mı?</translation>
    </message>
    <message>
        <source>This game is in progress. Start this deal again from the beginning? This game will count as lost.</source>
        <translation>Bu oyun sürüyor. Bu dağıtım baştan yeniden başlatılsın mı? Bu oyun kaybedilmiş sayılır.</translation>
    </message>
    <message>
        <source>Games are being saved again, with what was played meanwhile</source>
        <translation>Oyunlar yeniden kaydediliyor, bu arada oynananlar da kaydedildi</translation>
    </message>
    <message>
        <source>Saving is slow: the last move is not saved yet</source>
        <translation>Kaydetme yavaş: son hamle henüz kaydedilmedi</translation>
    </message>
    <message>
        <source>Games are not being saved: {reason}</source>
        <translation>Oyunlar kaydedilmiyor: {reason}</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Hamle kalmadı</translation>
    </message>
    <message>
        <source>No move left can change this game.</source>
        <translation>Bu oyunda artık hiçbir hamle bir şey değiştiremez.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri Al</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Yeniden Başlat</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Show Where It Slipped Away</source>
        <translation>Nerede Elden Kaçtığını Göster</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Bu oyun bırakılsın mı?</translation>
    </message>
    <message>
        <source>This game is in progress. Start another one? It will count as lost.</source>
        <translation>Bu oyun sürüyor. Başka bir oyuna başlansın mı? Bu oyun kaybedilmiş sayılır.</translation>
    </message>
    <message>
        <source>The solver did not answer, so this daily deal is not proven winnable.</source>
        <translation>Çözücü yanıt vermedi; bu günün dağıtımının kazanılabilir olduğu kanıtlanmadı.</translation>
    </message>
    <message>
        <source>The table of daily deals could not be read, so the solver chose this date&apos;s deal: other players may have another.</source>
        <translation>Günlük dağıtımlar tablosu okunamadı, bu yüzden bu tarihin dağıtımını çözücü seçti: diğer oyuncularda başka bir dağıtım olabilir.</translation>
    </message>
    <message>
        <source>Finding an easy winnable deal…</source>
        <translation>Kolay, kazanılabilir bir dağıtım aranıyor…</translation>
    </message>
    <message>
        <source>Finding a medium winnable deal…</source>
        <translation>Orta zorlukta, kazanılabilir bir dağıtım aranıyor…</translation>
    </message>
    <message>
        <source>Finding a hard winnable deal…</source>
        <translation>Zor, kazanılabilir bir dağıtım aranıyor…</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Kazanılabilir bir dağıtım aranıyor…</translation>
    </message>
    <message>
        <source>No easy winnable deal was found, so another winnable deal was dealt</source>
        <translation>Kolay, kazanılabilir bir dağıtım bulunamadı; başka bir kazanılabilir dağıtım dağıtıldı</translation>
    </message>
    <message>
        <source>No medium winnable deal was found, so another winnable deal was dealt</source>
        <translation>Orta zorlukta, kazanılabilir bir dağıtım bulunamadı; başka bir kazanılabilir dağıtım dağıtıldı</translation>
    </message>
    <message>
        <source>No hard winnable deal was found, so another winnable deal was dealt</source>
        <translation>Zor, kazanılabilir bir dağıtım bulunamadı; başka bir kazanılabilir dağıtım dağıtıldı</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Günün oyunu hazırlanıyor…</translation>
    </message>
    <message>
        <source>The game database could not be read, so a new one was started.
The old file was kept as:
{path}</source>
        <translation>Oyun veritabanı okunamadı, bu yüzden yenisi başlatıldı.
Eski dosya şu adla saklandı:
{path}</translation>
    </message>
    <message>
        <source>The game database was damaged, so a new one was started with what could still be read of it.
Games recovered: {count}
The damaged file was kept as:
{path}</source>
        <translation>Oyun veritabanı hasar görmüştü, bu yüzden ondan hâlâ okunabilenlerle yenisi başlatıldı.
Kurtarılan oyunlar: {count}
Hasarlı dosya şu adla saklandı:
{path}</translation>
    </message>
    <message>
        <source>The game database {path} comes from a newer version of Scorpion Qt.
This version will not change it, so games are not being saved.</source>
        <translation>{path} oyun veritabanı, Scorpion Qt&apos;nin daha yeni bir sürümünden geliyor.
Bu sürüm onu değiştirmeyecek, bu yüzden oyunlar kaydedilmiyor.</translation>
    </message>
    <message>
        <source>Games are not being saved ({reason}).
You can keep playing.</source>
        <translation>Oyunlar kaydedilmiyor ({reason}).
Oynamaya devam edebilirsiniz.</translation>
    </message>
    <message>
        <source>Games are being saved again.
What was played in the meantime has been saved too.</source>
        <translation>Oyunlar yeniden kaydediliyor.
Bu arada oynananlar da kaydedildi.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: its saved moves are damaged.
It is kept in the history as damaged, and a new game was started.</source>
        <translation>Devam eden oyun geri yüklenemedi: kaydedilmiş hamleleri hasarlı.
Geçmişte hasarlı olarak tutuluyor ve yeni bir oyun başlatıldı.</translation>
    </message>
    <message>
        <source>A log of changes beside the game database did not belong to it, so it was not applied: your games are as the database holds them.
The log was kept as:
{path}</source>
        <translation>Oyun veritabanının yanındaki bir değişiklik günlüğü ona ait değildi, bu yüzden uygulanmadı: oyunlarınız veritabanında olduğu gibi duruyor.
Günlük şu adla saklandı:
{path}</translation>
    </message>
    <message>
        <source>The log of the latest changes to the game database was damaged: what could be read of it was applied.
The damaged log was kept as:
{path}</source>
        <translation>Oyun veritabanındaki son değişikliklerin günlüğü hasarlıydı: okunabilen kısmı uygulandı.
Hasarlı günlük şu adla saklandı:
{path}</translation>
    </message>
    <message>
        <source>A log of changes was found without its game database, so it could not be applied.
The log was kept as:
{path}</source>
        <translation>Oyun veritabanı olmadan bir değişiklik günlüğü bulundu, bu yüzden uygulanamadı.
Günlük şu adla saklandı:
{path}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk dolu</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>disk bir giriş/çıkış hatası bildirdi</translation>
    </message>
    <message>
        <source>the game database is in use by another program (is Scorpion Qt open twice?)</source>
        <translation>oyun veritabanı başka bir program tarafından kullanılıyor (Scorpion Qt iki kez mi açık?)</translation>
    </message>
    <message>
        <source>the data folder {folder} cannot be written</source>
        <translation>{folder} veri klasörüne yazılamıyor</translation>
    </message>
    <message>
        <source>the game database is damaged; start Scorpion Qt again to repair it</source>
        <translation>oyun veritabanı hasarlı; onarmak için Scorpion Qt&apos;yi yeniden başlatın</translation>
    </message>
    <message>
        <source>this game was changed by another copy of Scorpion Qt</source>
        <translation>bu oyun Scorpion Qt&apos;nin başka bir kopyası tarafından değiştirildi</translation>
    </message>
    <message>
        <source>a value of the game could not be stored</source>
        <translation>oyunun bir değeri kaydedilemedi</translation>
    </message>
    <message>
        <source>the game database failed</source>
        <translation>oyun veritabanında bir hata oluştu</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Kayıtlı oyunlar</translation>
    </message>
    <message>
        <source>Position copied to the clipboard</source>
        <translation>Konum panoya kopyalandı</translation>
    </message>
    <message>
        <source>Cannot paste this position</source>
        <translation>Bu konum yapıştırılamıyor</translation>
    </message>
    <message>
        <source>The clipboard does not hold a Scorpion position:
{error}</source>
        <translation>Panoda bir Scorpion konumu yok:
{error}</translation>
    </message>
    <message>
        <source>Pasted position: a new game</source>
        <translation>Yapıştırılan konum: yeni bir oyun</translation>
    </message>
    <message>
        <source>About Scorpion</source>
        <translation>Scorpion Hakkında</translation>
    </message>
    <message>
        <source>Log file: {path}</source>
        <translation>Günlük dosyası: {path}</translation>
    </message>
    <message>
        <source>This game was won: nothing slipped away</source>
        <translation>Bu oyun kazanıldı: hiçbir yerde elden kaçmadı</translation>
    </message>
    <message>
        <source>No move was made in this game yet: nothing to look back on (earlier games are in Statistics → History)</source>
        <translation>Bu oyunda henüz hamle yapılmadı: geriye dönüp bakılacak bir şey yok (önceki oyunlar İstatistikler → Geçmiş bölümünde)</translation>
    </message>
    <message>
        <source>Nothing to paste</source>
        <translation>Yapıştırılacak bir şey yok</translation>
    </message>
    <message>
        <source>The clipboard holds no text, so no position to start a game from. Copy a position first: Game → Copy Position, or the text of a position file.</source>
        <translation>Panoda metin yok, dolayısıyla oyun başlatılacak bir konum da yok. Önce bir konum kopyalayın: Oyun → Konumu Kopyala ya da bir konum dosyasının metni.</translation>
    </message>
    <message>
        <source>The rule book&apos;s first move: {card} onto {target}. Press H for the next hint.</source>
        <translation>Kural kitabının ilk hamlesi: {card}, {target} üstüne. Sonraki ipucu için H&apos;ye basın.</translation>
    </message>
    <message>
        <source>A daily deal cannot be played before its date.</source>
        <translation>Günün oyunu tarihinden önce oynanamaz.</translation>
    </message>
    <message>
        <source>&amp;Give Up…</source>
        <translation>Pes E&amp;t…</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Bu oyundan pes edilsin mi?</translation>
    </message>
    <message>
        <source>This game will count as lost, and no move can be played in it any more.</source>
        <translation>Bu oyun kaybedilmiş sayılır ve artık bu oyunda hamle yapılamaz.</translation>
    </message>
    <message>
        <source>Given up: this game counts as lost</source>
        <translation>Pes edildi: bu oyun kaybedilmiş sayılır</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Tuşlar…</translation>
    </message>
    <message>
        <source>Copy Res&amp;ult</source>
        <translation>So&amp;nucu Kopyala</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Sonucu Kopyala</translation>
    </message>
    <message>
        <source>Result copied: {line}</source>
        <translation>Sonuç kopyalandı: {line}</translation>
    </message>
</context>
<context>
    <name>MonthlyChart</name>
    <message>
        <source>Games and wins per month</source>
        <translation>Aylara göre oyunlar ve galibiyetler</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Oynanan oyunlar</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Kazanılan oyunlar (%)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>Won (%)</source>
        <translation>Kazanılan (%)</translation>
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
        <translation>{card} ve üstündeki bir kart</translation>
    </message>
    <message>
        <source>{card} and {count} cards</source>
        <translation>{card} ve üstündeki {count} kart</translation>
    </message>
    <message>
        <source>Run of {suit} from {source} to {foundation}</source>
        <translation>{suit} dizisi, {source} içinden {foundation} üzerine</translation>
    </message>
    <message>
        <source>Reserve dealt</source>
        <translation>Yedek dağıtıldı</translation>
    </message>
    <message>
        <source>Reserve dealt to columns {first} to {last}: {cards}</source>
        <translation>Yedek {first} ile {last} arasındaki sütunlara dağıtıldı: {cards}</translation>
    </message>
    <message>
        <source>{cards} to {pile}</source>
        <translation>{cards}, {pile} üzerine</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} puan</translation>
    </message>
    <message>
        <source>{card} turned face up in {pile}</source>
        <translation>{pile} içinde {card} açıldı</translation>
    </message>
    <message>
        <source>Redone: {move}</source>
        <translation>Yinelendi: {move}</translation>
    </message>
    <message>
        <source>the reserve&apos;s deal</source>
        <translation>yedeğin dağıtımı</translation>
    </message>
    <message>
        <source>Run of {suit} back to {pile}</source>
        <translation>{suit} dizisi geri, {pile} üzerine</translation>
    </message>
    <message>
        <source>{cards} back to {pile}</source>
        <translation>{cards} geri, {pile} üzerine</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>puan {score}</translation>
    </message>
    <message>
        <source>Undone: {move}</source>
        <translation>Geri alındı: {move}</translation>
    </message>
    <message>
        <source>Deal the reserve</source>
        <translation>Yedeği dağıt</translation>
    </message>
    <message>
        <source>Run of {suit} from {source} to a foundation</source>
        <translation>{suit} dizisi, {source} içinden ayrılmış yere</translation>
    </message>
    <message>
        <source>{cards} from {source} to {target}</source>
        <translation>{cards}, {source} içinden {target} üzerine</translation>
    </message>
    <message>
        <source>{cards} picked up</source>
        <translation>{cards} alındı</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <source>A random deal</source>
        <translation>Rastgele bir dağıtım</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Dağıtım numarası:</translation>
    </message>
    <message>
        <source>1 to {max}</source>
        <translation>1 ile {max} arası</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Yalnızca kazanılabilir dağıtımlar</translation>
    </message>
    <message>
        <source>The solver checks the random deal can be won</source>
        <translation>Çözücü, rastgele dağıtımın kazanılabildiğini denetler</translation>
    </message>
    <message>
        <source>Today&apos;s daily deal (always winnable)</source>
        <translation>Günün dağıtımı (her zaman kazanılabilir)</translation>
    </message>
    <message>
        <source>How hard the winnable deal is, as the solver found</source>
        <translation>Çözücüye göre kazanılabilir dağıtımın ne kadar zor olduğu</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Herhangi</translation>
    </message>
    <message>
        <source>&amp;Grade:</source>
        <translation>&amp;Zorluk:</translation>
    </message>
    <message>
        <source>Wasp and Wasp II deals have no grades yet</source>
        <translation>Wasp ve Wasp II dağıtımlarının henüz zorluk derecesi yok</translation>
    </message>
    <message>
        <source>Choose a deal number from 1 to {max}.</source>
        <translation>1 ile {max} arasında bir dağıtım numarası seçin.</translation>
    </message>
    <message>
        <source>Only for a random deal: a numbered deal is dealt as it is, and the daily deal is always winnable</source>
        <translation>Yalnızca rastgele dağıtım için: numaralı dağıtım olduğu gibi dağıtılır, günün dağıtımı ise her zaman kazanılabilir</translation>
    </message>
    <message>
        <source>Only for a winnable random deal</source>
        <translation>Yalnızca kazanılabilir rastgele dağıtım için</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>That name is taken — choose another</source>
        <translation>Bu ad alınmış — başka bir ad seç</translation>
    </message>
    <message>
        <source>The server does not accept this name: {reason}</source>
        <translation>Sunucu bu adı kabul etmiyor: {reason}</translation>
    </message>
    <message>
        <source>The server does not accept this name — choose another</source>
        <translation>Sunucu bu adı kabul etmiyor — başka bir ad seç</translation>
    </message>
    <message>
        <source>The server could not be reached</source>
        <translation>Sunucuya ulaşılamadı</translation>
    </message>
    <message>
        <source>The server is busy — try again in a minute</source>
        <translation>Sunucu meşgul — bir dakika sonra yeniden dene</translation>
    </message>
    <message>
        <source>The server has a problem — try again later</source>
        <translation>Sunucuda bir sorun var — daha sonra yeniden dene</translation>
    </message>
    <message>
        <source>The address is not a Scorpion Qt leaderboard server</source>
        <translation>Bu adres bir Scorpion Qt sıralama sunucusu değil</translation>
    </message>
    <message>
        <source>Online: on the leaderboard</source>
        <translation>Çevrimiçi: sıralamada</translation>
    </message>
    <message>
        <source>Online: rank {rank}</source>
        <translation>Çevrimiçi: {rank}. sıra</translation>
    </message>
    <message>
        <source>Online: rank {rank} of {total}</source>
        <translation>Çevrimiçi: {total} kişi içinde {rank}. sıra</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>Sonucun gönderiliyor…</translation>
    </message>
    <message>
        <source>Will be sent when the server can be reached</source>
        <translation>Sunucuya ulaşılabildiğinde gönderilecek</translation>
    </message>
    <message>
        <source>Will be sent once you are registered — see Settings → Online Leaderboard</source>
        <translation>Kaydolduğunda gönderilecek — Ayarlar → Çevrimiçi Sıralama&apos;ya bak</translation>
    </message>
    <message>
        <source>The leaderboard server no longer knows your player name — register again under Settings → Online Leaderboard; your result waits until then</source>
        <translation>Sıralama sunucusu oyuncu adını artık tanımıyor — Ayarlar → Çevrimiçi Sıralama&apos;dan yeniden kaydol; sonucun o zamana kadar bekler</translation>
    </message>
    <message>
        <source>The leaderboard server refused your result: {reason}</source>
        <translation>Sıralama sunucusu sonucunu reddetti: {reason}</translation>
    </message>
    <message>
        <source>The leaderboard server refused your result</source>
        <translation>Sıralama sunucusu sonucunu reddetti</translation>
    </message>
    <message>
        <source>Your daily result is on the online leaderboard: rank {rank} of {total}</source>
        <translation>Günlük sonucun çevrimiçi sıralamada: {total} kişi içinde {rank}. sıra</translation>
    </message>
    <message>
        <source>Your daily result is on the online leaderboard</source>
        <translation>Günlük sonucun çevrimiçi sıralamada</translation>
    </message>
    <message>
        <source>Online leaderboards are off — turn them on under Settings → Online Leaderboard</source>
        <translation>Çevrimiçi sıralamalar kapalı — Ayarlar → Çevrimiçi Sıralama&apos;dan aç</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached</source>
        <translation>Sıralama sunucusuna ulaşılamadı</translation>
    </message>
    <message>
        <source>Online: your result is sent once you leave this game (New Game, Restart, Give Up or quitting); Undo plays on</source>
        <translation>Çevrimiçi: sonucun bu oyundan ayrıldığında gönderilir (Yeni Oyun, Yeniden Başlat, Pes Et ya da çıkış); Geri Al ile oyun sürer</translation>
    </message>
    <message>
        <source>The daily of {date} closed at {time} UTC: this result is kept in your statistics but not sent</source>
        <translation>{date} günlük oyunu {time} UTC&apos;de kapandı: bu sonuç istatistiklerinde tutulur ama gönderilmez</translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message>
        <source>Day</source>
        <translation>Gün</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Pre&amp;vious Page</source>
        <translation>Ö&amp;nceki Sayfa</translation>
    </message>
    <message>
        <source>Ne&amp;xt Page</source>
        <translation>Sonra&amp;ki Sayfa</translation>
    </message>
    <message>
        <source>Da&amp;y:</source>
        <translation>&amp;Gün:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>K&amp;urallar:</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <source>Online leaderboard</source>
        <translation>Çevrimiçi sıralama</translation>
    </message>
    <message>
        <source>Reading the leaderboard…</source>
        <translation>Sıralama okunuyor…</translation>
    </message>
    <message>
        <source>The server has no board for this day</source>
        <translation>Sunucuda bu gün için bir sıralama yok</translation>
    </message>
    <message>
        <source>No results for this day yet</source>
        <translation>Bu gün için henüz sonuç yok</translation>
    </message>
    <message>
        <source>Your place</source>
        <translation>Senin yerin</translation>
    </message>
    <message>
        <source>{first}–{last} of {total}</source>
        <translation>{first}–{last} / {total}</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>İpuçları</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Liste:</translation>
    </message>
    <message>
        <source>No member of this club has a result for this day yet</source>
        <translation>Bu kulübün hiçbir üyesinin bu gün için henüz sonucu yok</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Online Leaderboard</source>
        <translation>Çevrimiçi Sıralama</translation>
    </message>
    <message>
        <source>Send your daily deals&apos; results to a leaderboard server and see how others did. Leave the address empty to keep online leaderboards off: then nothing is ever sent.</source>
        <translation>Günlük dağıtımlardaki sonuçlarını bir sıralama sunucusuna gönder ve başkalarının nasıl oynadığını gör. Çevrimiçi sıralamaları kapalı tutmak için adresi boş bırak: o zaman hiçbir şey gönderilmez.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Sunucu adresi</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Oyuncu adı</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Kayıt</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>Sunucu &amp;adresi:</translation>
    </message>
    <message>
        <source>Player &amp;name:</source>
        <translation>Oyuncu a&amp;dı:</translation>
    </message>
    <message>
        <source>Registered as {name}.</source>
        <translation>{name} adıyla kayıtlı.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address as it begins with http:// or https://, for example https://scores.example.org</source>
        <translation>Sunucunun adresini http:// ya da https:// ile başlayarak gir, örneğin https://scores.example.org</translation>
    </message>
    <message>
        <source>Enter the name to show on the leaderboard</source>
        <translation>Sıralamada görünecek adı gir</translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation>Kaydolunuyor…</translation>
    </message>
</context>
<context>
    <name>ParLine</name>
    <message>
        <source>Won in {moves} moves — par {par}</source>
        <translation>{moves} hamlede kazandınız — par {par}</translation>
    </message>
    <message>
        <source>Won in 1 move — you matched par 1!</source>
        <translation>1 hamlede kazandınız — parı yakaladınız: 1!</translation>
    </message>
    <message>
        <source>Won in {moves} moves — you matched par {par}!</source>
        <translation>{moves} hamlede kazandınız — parı yakaladınız: {par}!</translation>
    </message>
    <message>
        <source>Won in 1 move — better than par {par}!</source>
        <translation>1 hamlede kazandınız — par {par} değerinden iyi!</translation>
    </message>
    <message>
        <source>Won in {moves} moves — better than par {par}!</source>
        <translation>{moves} hamlede kazandınız — par {par} değerinden iyi!</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Practice: find a move here that keeps the game winnable</source>
        <translation>Alıştırma: burada oyunu kazanılabilir tutan bir hamle bul</translation>
    </message>
    <message>
        <source>Practice from move {number}: not counted</source>
        <translation>{number}. hamleden alıştırma: sayılmaz</translation>
    </message>
    <message>
        <source>A practice game from the position before the move that lost the game: it is not counted in the statistics, not sent online and not saved</source>
        <translation>Oyunu kaybettiren hamleden önceki konumdan bir alıştırma oyunu: istatistiklerde sayılmaz, çevrimiçi gönderilmez ve kaydedilmez</translation>
    </message>
    <message>
        <source>Still winnable — you got past the turning point</source>
        <translation>Hâlâ kazanılabilir — dönüm noktasını geçtin</translation>
    </message>
    <message>
        <source>This move loses the game too: Undo and try another</source>
        <translation>Bu hamle de oyunu kaybettiriyor: Geri Al ve başka bir hamle dene</translation>
    </message>
    <message>
        <source>Practice Game Won</source>
        <translation>Alıştırma Oyunu Kazanıldı</translation>
    </message>
    <message>
        <source>You won the practice game from move {number}, in {moves} moves.</source>
        <translation>Alıştırma oyununu {number}. hamleden başlayarak {moves} hamlede kazandın.</translation>
    </message>
    <message>
        <source>It was practice: it is not counted in your statistics nor sent online.</source>
        <translation>Bu bir alıştırmaydı: istatistiklerinde sayılmaz ve çevrimiçi gönderilmez.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Tekrar Dene</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
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
        <translation>ayrılmış yer</translation>
    </message>
    <message>
        <source>{pile}, empty</source>
        <translation>{pile}, boş</translation>
    </message>
    <message>
        <source>{pile}, onto {card}</source>
        <translation>{pile}, {card} üzerine</translation>
    </message>
    <message>
        <source>No card here to move</source>
        <translation>Burada taşınacak kart yok</translation>
    </message>
    <message>
        <source>{cards} can go to {places}</source>
        <translation>{cards} şuraya gidebilir: {places}</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Puan {score}</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 hamle</translation>
    </message>
    <message>
        <source>{moves} moves</source>
        <translation>{moves} hamle</translation>
    </message>
    <message>
        <source>time {time}, paused</source>
        <translation>süre {time}, duraklatıldı</translation>
    </message>
    <message>
        <source>time {time}</source>
        <translation>süre {time}</translation>
    </message>
    <message>
        <source>{runs} of 4 runs done</source>
        <translation>4 diziden {runs} tanesi tamam</translation>
    </message>
    <message>
        <source>Read the Column</source>
        <translation>Sütunu Oku</translation>
    </message>
    <message>
        <source>Where Can It Go?</source>
        <translation>Nereye Gidebilir?</translation>
    </message>
    <message>
        <source>Read the Game&apos;s State</source>
        <translation>Oyunun Durumunu Oku</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay: {rules}, {deal}, {date}</source>
        <translation>Yeniden izleme: {rules}, {deal}, {date}</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Özel konum</translation>
    </message>
    <message>
        <source>#{number}</source>
        <translation>#{number}</translation>
    </message>
    <message>
        <source>Replay: {rules}, {deal}</source>
        <translation>Yeniden izleme: {rules}, {deal}</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Başa</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Bir adım geri</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Oynat</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Bir adım ileri</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Sona</translation>
    </message>
    <message>
        <source>{seconds} s per move</source>
        <translation>Hamle başına {seconds} sn</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>Bu Dağıtımı &amp;Yeniden Oyna</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>The winning line does not replay here.</source>
        <translation>Kazanma yolu burada oynatılamıyor.</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>Oyuna Dön</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Kazanma Yolunu Göster</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Duraklat</translation>
    </message>
    <message>
        <source>The winning line from move {number}: {count} moves</source>
        <translation>{number}. hamleden itibaren kazanma yolu: {count} hamle</translation>
    </message>
    <message>
        <source>Winning line, move {step} of {total}: {action}</source>
        <translation>Kazanma yolu, hamle {step}/{total}: {action}</translation>
    </message>
    <message>
        <source>The deal, before the first move (steps: {count})</source>
        <translation>Dağıtım, ilk hamleden önce (adım: {count})</translation>
    </message>
    <message>
        <source>Step {step} of {total}: {action}</source>
        <translation>Adım {step}/{total}: {action}</translation>
    </message>
    <message>
        <source>The winning line&apos;s next move is marked in blue; Back to the Game (W) returns to your game</source>
        <translation>Kazanma yolunun sıradaki hamlesi mavi ile işaretli; Oyuna Dön (W) sizi oyununuza geri götürür</translation>
    </message>
    <message>
        <source>The winning line ends in a won game; Back to the Game (W) returns to your game</source>
        <translation>Kazanma yolu kazanılmış bir oyunla biter; Oyuna Dön (W) sizi oyununuza geri götürür</translation>
    </message>
    <message>
        <source>Score {score} · moves {moves}</source>
        <translation>Puan {score} · hamle {moves}</translation>
    </message>
    <message>
        <source>{figures} · {result}</source>
        <translation>{figures} · {result}</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>geri alma</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>yineleme</translation>
    </message>
    <message>
        <source>deal the reserve</source>
        <translation>yedeği dağıtma</translation>
    </message>
    <message>
        <source>the {card} run from column {column} to a foundation</source>
        <translation>sütun {column} içindeki {card} dizisi, ayrılmış bir yere</translation>
    </message>
    <message>
        <source>{card} from column {source} to column {target}</source>
        <translation>sütun {source} içindeki {card}, sütun {target} üzerine</translation>
    </message>
    <message>
        <source>the deal from the reserve</source>
        <translation>yedeğin dağıtılması</translation>
    </message>
    <message>
        <source>the {card} run to a foundation</source>
        <translation>{card} dizisi, ayrılmış bir yere</translation>
    </message>
    <message>
        <source>{card} into cell {cell}</source>
        <translation>{card}, hücre {cell} içine</translation>
    </message>
    <message>
        <source>{card} from cell {cell} onto {target}</source>
        <translation>hücre {cell} içindeki {card}, {target} üzerine</translation>
    </message>
    <message>
        <source>{card} from cell {cell} into the empty column {n}</source>
        <translation>hücre {cell} içindeki {card}, boş sütun {n} içine</translation>
    </message>
    <message>
        <source>{card} onto {target}</source>
        <translation>{card}, {target} üzerine</translation>
    </message>
    <message>
        <source>{card} into the empty column {n}</source>
        <translation>{card}, boş sütun {n} içine</translation>
    </message>
    <message>
        <source>Move {number}: you played {played}; {better} would have kept the game winnable</source>
        <translation>Hamle {number}: oynadığınız hamle {played}; oyunu kazanılabilir tutacak hamle {better}</translation>
    </message>
    <message>
        <source>The game slipped away at move {number}: Turning Point (T) shows where</source>
        <translation>Oyun {number}. hamlede elden kaçtı: Dönüm Noktası (T) nerede olduğunu gösterir</translation>
    </message>
    <message>
        <source>This deal could not be won from the start: no move lost it</source>
        <translation>Bu dağıtım baştan kazanılamazdı: oyunu hiçbir hamle kaybettirmedi</translation>
    </message>
    <message>
        <source>The analysis ran out of time: whether this deal could be won is not known</source>
        <translation>Analizin süresi doldu: bu dağıtımın kazanılabilir olup olmadığı bilinmiyor</translation>
    </message>
    <message>
        <source>The analysis ran out of time before it found where the game slipped away</source>
        <translation>Analizin süresi, oyunun nerede elden kaçtığını bulamadan doldu</translation>
    </message>
    <message>
        <source>This game was won: it never slipped away</source>
        <translation>Bu oyun kazanıldı: hiç elden kaçmadı</translation>
    </message>
    <message>
        <source>The game never became lost: it could still be won after its last move</source>
        <translation>Oyun hiç kaybedilmiş duruma düşmedi: son hamlesinden sonra da hâlâ kazanılabilirdi</translation>
    </message>
</context>
<context>
    <name>ResetDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>İstatistikleri Sıfırla</translation>
    </message>
    <message>
        <source>Delete the finished games, and with them the statistics, history and leaderboard they make, of:</source>
        <translation>Biten oyunları ve onlardan oluşan istatistikleri, geçmişi ve sıralamayı silin:</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Tüm oyunlar</translation>
    </message>
    <message>
        <source>{name} (finished games: {count})</source>
        <translation>{name} (biten oyun: {count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;This cannot be undone.&lt;/b&gt; The game in progress is kept, and so are the daily deals&apos; layouts.</source>
        <translation>&lt;b&gt;Bu işlem geri alınamaz.&lt;/b&gt; Süren oyun ve günlük dağıtımların dizilişleri korunur.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Sıfırla</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{card} has nowhere to go</source>
        <extracomment>a practice game (see :mod:`scorpion_qt.ui.practice`): nothing of it is recorded, the recorder being kept aside meanwhile asked before a legal move is played (see :mod:`~scorpion_qt.ui.play.blunder_check`): True when it holds the move back, to play it later with ``checked`` or drop it</extracomment>
        <translation>{card} için gidecek yer yok</translation>
    </message>
    <message>
        <source>A</source>
        <comment>card rank: Ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>card rank: Jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card rank: Queen</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card rank: King</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Not a move: {text}</source>
        <translation>Geçerli bir hamle değil: {text}</translation>
    </message>
    <message>
        <source>There is no column {column}</source>
        <translation>{column} numaralı sütun yok</translation>
    </message>
    <message>
        <source>The card is already in column {column}</source>
        <translation>Kart zaten sütun {column} içinde</translation>
    </message>
    <message>
        <source>{card} is not in column {column}</source>
        <translation>{card}, sütun {column} içinde değil</translation>
    </message>
    <message>
        <source>{card} is face-down and cannot be moved yet</source>
        <translation>{card} kapalı, henüz taşınamaz</translation>
    </message>
    <message>
        <source>Only a King can be placed in an empty column</source>
        <translation>Boş sütuna yalnızca Papaz konabilir</translation>
    </message>
    <message>
        <source>Nothing can be placed on an Ace</source>
        <translation>Asın üzerine hiçbir kart konamaz</translation>
    </message>
    <message>
        <source>{card} can only be placed on a card one rank higher</source>
        <translation>{card} yalnızca bir değer büyük bir kartın üzerine konabilir</translation>
    </message>
    <message>
        <source>Rule: cards must be the same suit</source>
        <translation>Kural: kartlar aynı türden olmalıdır</translation>
    </message>
    <message>
        <source>Only a complete run from King to Ace can go to a foundation</source>
        <translation>Ayrılmış yerlere yalnızca Papazdan Asa kadar tamamlanmış bir dizi konabilir</translation>
    </message>
    <message>
        <source>The reserve has already been dealt</source>
        <translation>Yedek zaten dağıtıldı</translation>
    </message>
    <message>
        <source>The game is already won</source>
        <translation>Oyun zaten kazanıldı</translation>
    </message>
    <message>
        <source>This game has no reserve to deal</source>
        <translation>Bu oyunda dağıtılacak yedek yok</translation>
    </message>
    <message>
        <source>There is no cell {cell}</source>
        <translation>{cell} numaralı hücre yok</translation>
    </message>
    <message>
        <source>{card} is not in cell {cell}</source>
        <translation>{card}, hücre {cell} içinde değil</translation>
    </message>
    <message>
        <source>Cell {cell} already holds a card</source>
        <translation>Hücre {cell} zaten bir kart tutuyor</translation>
    </message>
    <message>
        <source>Only the last card of a column can go into a cell, never a block</source>
        <translation>Hücreye yalnızca bir sütunun son kartı konabilir, asla bir blok</translation>
    </message>
    <message>
        <source>Nothing can be placed in a cell in this game</source>
        <translation>Bu oyunda hücreye hiçbir kart konamaz</translation>
    </message>
    <message>
        <source>A card never moves from one cell to another</source>
        <translation>Bir kart hiçbir zaman bir hücreden diğerine geçmez</translation>
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
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Esnek</translation>
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
        <translation>Aynı türden, azalan sırayla dizin: 7♠, 8♠ üzerine. Boş sütunlara yalnızca Papaz konabilir.</translation>
    </message>
    <message>
        <source>Build down in any suit: 7♥ on 8♠. Runs must still be one suit.</source>
        <translation>Türe bakılmaksızın azalan sırayla dizin: 7♥, 8♠ üzerine. Diziler yine de tek türden olmalıdır.</translation>
    </message>
    <message>
        <source>As Classic, but only columns 1 to 3 start with face-down cards.</source>
        <translation>Klasik gibi, ancak oyuna yalnızca 1 ile 3 numaralı sütunlar kapalı kartlarla başlar.</translation>
    </message>
    <message>
        <source>As Classic, but any card or block may fill an empty column.</source>
        <translation>Klasik gibi, ancak boş bir sütuna herhangi bir kart veya blok konabilir.</translation>
    </message>
    <message>
        <source>As Wasp, but only columns 1 to 3 start with face-down cards.</source>
        <translation>Wasp gibi, ancak oyuna yalnızca 1 ile 3 numaralı sütunlar kapalı kartlarla başlar.</translation>
    </message>
    <message>
        <source>Ten columns and no reserve: the last two cards lie in two cells, and each may be played onto a column.</source>
        <translation>On sütun, yedek yok: son iki kart iki hücrede durur ve her biri bir sütuna oynanabilir.</translation>
    </message>
    <message>
        <source>As Three Blind Mice, but the cells are free cells: a column&apos;s last card may also go into an empty cell.</source>
        <translation>Three Blind Mice gibi, ancak hücreler serbesttir: bir sütunun son kartı boş bir hücreye de konabilir.</translation>
    </message>
    <message>
        <source>deal the reserve</source>
        <translation>yedeği dağıt</translation>
    </message>
    <message>
        <source>the run from {card} in column {source} to a foundation</source>
        <translation>sütun {source} içindeki {card} ile başlayan dizi, ayrılmış bir yere</translation>
    </message>
    <message>
        <source>{card} from cell {cell} to column {target}</source>
        <translation>hücre {cell} içindeki {card}, sütun {target} üzerine</translation>
    </message>
    <message>
        <source>{card} from column {source} to cell {cell}</source>
        <translation>sütun {source} içindeki {card}, hücre {cell} içine</translation>
    </message>
    <message>
        <source>{card} from column {source} to column {target}</source>
        <translation>sütun {source} içindeki {card}, sütun {target} üzerine</translation>
    </message>
</context>
<context>
    <name>SlipPanel</name>
    <message>
        <source>Where Did It &amp;Slip Away?</source>
        <translation>Oyun Nerede &amp;Elden Kaçtı?</translation>
    </message>
    <message>
        <source>Turning Point</source>
        <translation>Dönüm Noktası</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Kazanma Yolunu Göster</translation>
    </message>
    <message>
        <source>Try Again from Here</source>
        <translation>Buradan Tekrar Dene</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <source>Analysing… the solver looks along your moves (up to {seconds} s)</source>
        <translation>Analiz ediliyor… çözücü hamlelerinizi inceliyor (en fazla {seconds} sn)</translation>
    </message>
    <message>
        <source>The analysis did not finish: the solver gave no answer in time. Try again later.</source>
        <translation>Analiz tamamlanmadı: çözücü zamanında yanıt vermedi. Daha sonra yeniden deneyin.</translation>
    </message>
    <message>
        <source>(Not saved: games are not being saved.)</source>
        <translation>(Kaydedilmedi: oyunlar kaydedilmiyor.)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Tekrar Dene</translation>
    </message>
</context>
<context>
    <name>SoundDialog</name>
    <message>
        <source>Sound</source>
        <translation>Ses</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Sesleri çal</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Sesleri çal</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Ses düzeyi</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Ses &amp;düzeyi:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Zorluk</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Tamamlanma</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Kazanılabilir</translation>
    </message>
    <message>
        <source>Turning point</source>
        <translation>Dönüm noktası</translation>
    </message>
    <message>
        <source>The games cannot be sorted by this column</source>
        <translation>Oyunlar bu sütuna göre sıralanamaz</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Oynanan oyunlar</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Kazanılan oyunlar</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Şu anki galibiyet serisi</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>En uzun galibiyet serisi</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>En iyi puan</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Ortalama puan</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>En hızlı galibiyet</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>En az hamleyle galibiyet</translation>
    </message>
    <message>
        <source>Average completion</source>
        <translation>Ortalama tamamlanma</translation>
    </message>
    <message>
        <source>Daily deals played</source>
        <translation>Oynanan günlük dağıtımlar</translation>
    </message>
    <message>
        <source>Daily deals won</source>
        <translation>Kazanılan günlük dağıtımlar</translation>
    </message>
    <message>
        <source>Daily streak (days)</source>
        <translation>Günlük seri (gün)</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Sürüyor</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Hasarlı</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Tüm kurallar</translation>
    </message>
    <message>
        <source>{value} %</source>
        <translation>%{value}</translation>
    </message>
    <message>
        <source>Daily {date}</source>
        <translation>Günlük {date}</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Özel konum</translation>
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
        <translation>Evet</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Hayır</translation>
    </message>
    <message>
        <source>ran out of time</source>
        <translation>süre doldu</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Win rate, Easy deals</source>
        <translation>Kazanma oranı, kolay dağıtımlar</translation>
    </message>
    <message>
        <source>Win rate, Medium deals</source>
        <translation>Kazanma oranı, orta dağıtımlar</translation>
    </message>
    <message>
        <source>Win rate, Hard deals</source>
        <translation>Kazanma oranı, zor dağıtımlar</translation>
    </message>
    <message>
        <source>Win rate, deals not graded</source>
        <translation>Kazanma oranı, zorluğu bilinmeyen dağıtımlar</translation>
    </message>
    <message>
        <source>Average winning time</source>
        <translation>Ortalama kazanma süresi</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Oynanan süre</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>İpuçları</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Geri almalar</translation>
    </message>
    <message>
        <source>{percent} ({count} of {total})</source>
        <translation>{percent} ({total} oyunun {count} tanesi)</translation>
    </message>
    <message>
        <source>Wins at or under par</source>
        <translation>Par veya daha azıyla kazanılanlar</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Özet</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Geçmiş</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>G&amp;rafikler</translation>
    </message>
    <message>
        <source>&amp;Daily Deals</source>
        <translation>Günlük &amp;Dağıtımlar</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Sıralama</translation>
    </message>
    <message>
        <source>Reset Statistics…</source>
        <translation>İstatistikleri Sıfırla…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Yenile</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Delete finished games, for one rule set or all</source>
        <translation>Biten oyunları silin: bir kural için ya da hepsini</translation>
    </message>
    <message>
        <source>Games are not being saved, so nothing can be reset</source>
        <translation>Oyunlar kaydedilmiyor, bu yüzden sıfırlanacak bir şey yok</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Yeniden izleme</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its moves could not be read.</source>
        <translation>Bu oyun yeniden izlenemiyor: hamleleri okunamadı.</translation>
    </message>
    <message>
        <source>scorpion-history.csv</source>
        <translation>scorpion-gecmis.csv</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Geçmişi Dışa Aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported:
{error}</source>
        <translation>Geçmiş dışa aktarılamadı:
{error}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Dışa aktarma iptal edildi: hiçbir şey yazılmadı</translation>
    </message>
    <message>
        <source>Games exported to {path}: {count}</source>
        <translation>{path} dosyasına aktarılan oyun: {count}</translation>
    </message>
    <message>
        <source>Finished games deleted: {count}</source>
        <translation>Silinen biten oyun: {count}</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Daily deal {date}</source>
        <translation>Günlük dağıtım {date}</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Özel konum</translation>
    </message>
    <message>
        <source>Deal #{number}</source>
        <translation>Dağıtım #{number}</translation>
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
        <translation>&lt;h3&gt;Henüz oyun yok&lt;/h3&gt;&lt;p&gt;Bir oyun oynadığınızda istatistikleriniz burada görünür: bir oyun ilk hamlesinden itibaren sayılır.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No games match&lt;/h3&gt;&lt;p&gt;No game played has a deal of this grade; choose another grade.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Eşleşen oyun yok&lt;/h3&gt;&lt;p&gt;Oynanan hiçbir oyunun dağıtımı bu zorlukta değil; başka bir zorluk seçin.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ToolbarMenu</name>
    <message>
        <source>T&amp;oolbar</source>
        <translation>Araç Ç&amp;ubuğu</translation>
    </message>
    <message>
        <source>&amp;Icons Only</source>
        <translation>Yalnızca &amp;Simgeler</translation>
    </message>
    <message>
        <source>Text &amp;Beside Icons</source>
        <translation>Simgelerin &amp;Yanında Metin</translation>
    </message>
    <message>
        <source>&amp;Text Only</source>
        <translation>Yalnızca &amp;Metin</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Tam Ekran</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Araç Ç&amp;ubuğunu Göster</translation>
    </message>
    <message>
        <source>Show Status &amp;Bar</source>
        <translation>&amp;Durum Çubuğunu Göster</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <source>Congratulations — all four runs are complete!</source>
        <translation>Tebrikler — dört dizinin hepsi tamamlandı!</translation>
    </message>
    <message>
        <source>Score: {score}
Moves: {moves}
Time: {time}</source>
        <translation>Puan: {score}
Hamle: {moves}
Süre: {time}</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Play This Deal Again</source>
        <translation>Bu Dağıtımı Yeniden Oyna</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Sonucu Kopyala</translation>
    </message>
</context>
<context>
    <name>ShareLine</name>
    <message>
        <source>{rules} daily {date}</source>
        <translation>{rules} günlük {date}</translation>
    </message>
    <message>
        <source>won in {moves}</source>
        <translation>{moves} hamlede kazanıldı</translation>
    </message>
    <message>
        <source>lost after 1 move</source>
        <translation>1 hamleden sonra kaybedildi</translation>
    </message>
    <message>
        <source>lost after {moves} moves</source>
        <translation>{moves} hamleden sonra kaybedildi</translation>
    </message>
    <message>
        <source>(par {par})</source>
        <translation>(par {par})</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>ipucusuz</translation>
    </message>
    <message>
        <source>1 hint</source>
        <translation>1 ipucu</translation>
    </message>
    <message>
        <source>{hints} hints</source>
        <translation>{hints} ipucu</translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <translation>{rank}. sıra</translation>
    </message>
    <message>
        <source>rank {rank} of {total}</source>
        <translation>{total} kişi içinde {rank}. sıra</translation>
    </message>
</context>
</TS>
