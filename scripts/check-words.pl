#!/usr/bin/env perl
# The words rule of scripts/check-imports.sh: Payroll and PayrollExports hold no sentence. Prints
# `file:line: text` for each string literal in the Swift files named on the command line that holds
# Hangul or reads as an English sentence (four words or more); comments, and the programmer's own
# messages (precondition, assert, fatalError), are not read; nor is the line after a comment
# `// not words: why` (an identifier another program reads). With `--hangul` first, only Hangul
# counts (for the command line, whose help is written in English).
use strict;
use warnings;
use utf8;
binmode STDOUT, ':encoding(UTF-8)';
my $hangulOnly = @ARGV && $ARGV[0] eq '--hangul' ? shift @ARGV : 0;
my $found = 0;
for my $file (@ARGV) {
    open(my $in, '<:encoding(UTF-8)', $file) or die "$file: $!";
    my $exempt = 0;
    while (my $line = <$in>) {
        if ($line =~ m{^\s*//}) {
            $exempt = $line =~ m{^\s*// not words: };
            next;
        }
        if ($exempt) {
            $exempt = 0;
            next;
        }
        next if $line =~ /\b(precondition|preconditionFailure|assert|assertionFailure|fatalError)\(/;
        # The literals of the line, whole (a trailing comment is outside them).
        my $code = $line;
        my @literals;
        while ($code =~ /"((?:[^"\\]|\\.)*)"/g) { push @literals, $1; }
        $code =~ s/"(?:[^"\\]|\\.)*"/""/g;
        if ($code =~ m{//}) { $code =~ s{//.*$}{}; }
        for my $text (@literals) {
            # Interpolations are code, not words.
            (my $words = $text) =~ s/\\\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/ /g;
            if ($words =~ /\p{Hangul}/ || (!$hangulOnly && $words =~ /\b[A-Za-z][a-z']*(?: [a-z'][a-z']*){3,}\b/)) {
                print "$file:$.: $text\n";
                $found = 1;
            }
        }
    }
    close $in;
}
exit $found;
