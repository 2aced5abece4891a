#!/usr/bin/env perl
# The particle rule of scripts/check-imports.sh: a Korean particle whose form follows the sound of
# the word before it (은/는, 이/가, 을/를, 과/와, (으)로, (이)라) is never typed after a value put
# into a sentence (`"\(date)는"`), whose last sound the writer cannot know: `Korean.word` or
# `Korean.particle` chooses it. Prints `file:line: text` for each such place in the Swift files
# named on the command line.
use strict;
use warnings;
use utf8;
binmode STDOUT, ':encoding(UTF-8)';
my $found = 0;
# An interpolation, its parentheses balanced; then, past a closing quote, a particle that is not
# the start of a longer word (`\(n)가지`, `\(n)이상`); the compounds, 이라는/라는, 이나/나, 으로도/로도,
# 과의/와의 and the like, too.
my $value = qr/\\(\((?:[^()]++|(?1))*\))/;
my $particle = qr/(?:\\")?(?:(?:이|)(?:라는|라고|라서|나)|으로(?:는|도|서|써|)|로(?:는|도|서|써|)|과(?:는|도|의|)|와(?:는|도|의|)|이라|은|는|이|가|을|를|라)(?![\x{AC00}-\x{D7A3}])/;
for my $file (@ARGV) {
    open(my $in, '<:encoding(UTF-8)', $file) or die "$file: $!";
    while (my $line = <$in>) {
        next if $line =~ m{^\s*//};
        if ($line =~ /$value$particle/) {
            print "$file:$.: $line";
            $found = 1;
        }
    }
    close $in;
}
exit $found;
